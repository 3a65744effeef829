import type { ToastMessage } from "~/platform/domain/toast";

/** A notice as the toast shows it. The forms' notices are fixed words (the tests read them verbatim); each form's are in its own file, so a page loads only its own. */
export type Notice = Omit<ToastMessage, "id">;

export const COMING_SOON_NOTICE: Notice = { title: "¡Próximamente!" };

/** A filled field a public form cannot take (a comment's name with surnames): its own message below the title. */
export const checkFieldNotice = (message: string): Notice => ({
  title: "Revisa el campo marcado",
  description: message,
  variant: "destructive",
});
