import { AdminInput } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { PUPIL_ERASURE_COPY as copy } from "../copy/pupil-erasure";
import { PUPIL_NAME_MAX } from "~/platform/domain/pupil-names";

/** The right to erasure: a pupil's name becomes its initials everywhere; `backupsNote` says which backups still hold it. */
export function PupilErasureForm({ backupsNote }: { backupsNote: string | null }) {
  return (
    <AdminForm
      intent="erasePupil"
      className="mt-6 space-y-3 border-t border-slate-200 pt-4"
      aria-label={copy.title}
      confirm={copy.confirm}
    >
      <h3 className="font-semibold text-slate-900">{copy.title}</h3>
      <p className="text-sm text-slate-700">{copy.explanation}</p>
      {backupsNote ? <p className="text-sm text-slate-700">{backupsNote}</p> : null}
      <AdminInput name="name" label={copy.nameLabel} maxLength={PUPIL_NAME_MAX} required />
      <NavigationSubmitButton intent="erasePupil" variant="danger">
        {copy.button}
      </NavigationSubmitButton>
    </AdminForm>
  );
}
