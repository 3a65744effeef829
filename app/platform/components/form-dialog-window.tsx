import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/platform/components/dialog";
import { FormInDialogContext } from "~/platform/components/field";
import { WithCancel } from "./with-cancel";
import type { ReactNode } from "react";

// FormDialog's window with JavaScript (loaded on first use): focus trapped, Escape closes, focus
// returns to the trigger.
/** What the window needs of a form dialog's state (FormDialog passes its `useFormDialog`). */
export type FormDialogWindowProps = {
  dialog: { open: boolean; close: () => void; triggerId: string };
  title: string;
  description: string;
  children: ReactNode;
};

export default function FormDialogWindow({ dialog, title, description, children }: FormDialogWindowProps) {
  return (
    <Dialog open={dialog.open} onOpenChange={(next) => !next && dialog.close()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const trigger = document.getElementById(dialog.triggerId);
          if (trigger) {
            event.preventDefault();
            trigger.focus();
          }
        }}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{title}</DialogTitle>
          <DialogClose />
        </div>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        <FormInDialogContext.Provider value={(submit) => <WithCancel onCancel={dialog.close}>{submit}</WithCancel>}>
          <div className="mt-4">{children}</div>
        </FormInDialogContext.Provider>
      </DialogContent>
    </Dialog>
  );
}
