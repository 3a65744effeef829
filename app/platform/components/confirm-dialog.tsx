import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/platform/components/dialog";
import { buttonStyles } from "~/platform/components/field";
import { cn } from "~/platform/lib/cn";

/**
 * The question a destructive change asks first («¿Borrar este partido?», «¿Cerrar el curso?»),
 * in the site's own dialog rather than the browser's: its words and buttons are the site's, it
 * reads well on a phone, and focus starts on «Cancelar», so a double tap changes nothing.
 */
export function ConfirmDialog({
  question,
  open,
  onAnswer,
}: {
  question: string;
  open: boolean;
  onAnswer: (confirmed: boolean) => void;
}) {
  const button = "submit-button min-h-11 flex-1 px-5 py-3 sm:flex-none";
  return (
    <Dialog open={open} onOpenChange={(stillOpen) => !stillOpen && onAnswer(false)}>
      <DialogContent role="alertdialog">
        <DialogTitle size="lg">¿Seguro?</DialogTitle>
        <DialogDescription emphasis className="mt-2">
          {question}
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={cn(button, buttonStyles.secondary)} onClick={() => onAnswer(false)}>
            Cancelar
          </button>
          <button type="button" className={cn(button, buttonStyles.danger)} onClick={() => onAnswer(true)}>
            Sí, seguir
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
