import type { ReactNode } from "react";

/** A dialog form's main button with 'Cancelar' beside it, which closes the dialog. */
export function WithCancel({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap-reverse gap-3 sm:flex-nowrap">
      <button
        type="button"
        onClick={onCancel}
        className="inline-flex w-full items-center justify-center rounded-lg border border-slate-400 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 sm:w-auto"
      >
        Cancelar
      </button>
      {children}
    </div>
  );
}
