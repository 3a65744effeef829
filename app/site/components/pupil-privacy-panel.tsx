import { PupilErasureForm } from "./pupil-erasure-form";
import { AdminCheckbox } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { SITE_SETTINGS_COPY as copy } from "../copy/site-settings";

/** What of the pupils the site shows only once the teacher approves it, and the right to erasure. */
export function PupilPrivacyPanel({
  moderation,
  backupsNote,
}: {
  moderation: { approvePublicNames: boolean; premoderateComments: boolean };
  backupsNote: string | null;
}) {
  return (
    <AdminPanel title={copy.privacyTitle} id="privacidad">
      <p className="mb-4 text-sm text-slate-700">{copy.privacyExplanation}</p>
      <AdminForm intent="moderation" className="space-y-3">
        <AdminCheckbox
          name="approvePublicNames"
          label={copy.approvePublicNames}
          defaultChecked={moderation.approvePublicNames}
        />
        <AdminCheckbox
          name="premoderateComments"
          label={copy.premoderateComments}
          defaultChecked={moderation.premoderateComments}
        />
        <NavigationSubmitButton intent="moderation">{copy.privacyButton}</NavigationSubmitButton>
      </AdminForm>
      <PupilErasureForm backupsNote={backupsNote} />
    </AdminPanel>
  );
}
