import { AdminInput } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { SITE_SETTINGS_COPY as copy } from "../copy/site-settings";

/** The address every link the site writes starts with. */
export function PublicAddressPanel({ publicUrl }: { publicUrl: string }) {
  return (
    <AdminPanel title={copy.addressTitle} id="direccion">
      <p className="mb-4 text-sm text-slate-700">{copy.addressExplanation}</p>
      <AdminForm intent="publicUrl" className="space-y-3">
        <AdminInput
          name="publicUrl"
          type="url"
          label={copy.addressLabel}
          defaultValue={publicUrl}
          required
          maxLength={300}
          hint={copy.addressHint}
        />
        <NavigationSubmitButton intent="publicUrl">{copy.addressButton}</NavigationSubmitButton>
      </AdminForm>
    </AdminPanel>
  );
}
