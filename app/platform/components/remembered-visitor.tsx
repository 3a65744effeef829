import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type PublicFormOptions, usePublicForm } from "./public-form";

/**
 * The visitor's name and course, remembered by this browser for the like and comment forms
 * (a like asked for both every time). Kept in local storage only: nothing is sent until
 * the visitor submits a form, and «No soy yo» forgets them.
 */
const STORAGE_KEY = "ef-visitante";

export type RememberFields = { name?: string; course?: string };
type Remembered = { name?: string; course?: string };

function read(): Remembered | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as Remembered | null;
    return value && (value.name || value.course) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Fills the form's empty name and course fields with what this browser remembers (again after each
 * success: `resets`); `remember` keeps what a form sent. Only the like and comment forms use it, so
 * the other pages' code does not carry it.
 */
export function useRememberedVisitor(
  formRef: RefObject<HTMLFormElement | null>,
  fields: RememberFields | undefined,
  resets: number,
) {
  const [remembered, setRemembered] = useState<Remembered | null>(null);
  useEffect(() => {
    if (!fields) return;
    const value = read();
    setRemembered(value);
    const form = formRef.current;
    if (!value || !form) return;
    for (const [key, name] of Object.entries(fields) as [keyof RememberFields, string][]) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement && !input.value && value[key]) input.value = value[key]!;
    }
  }, [fields, formRef, resets]);

  /** After a successful submission: keep what was sent. */
  const remember = useCallback(
    (formData: FormData) => {
      if (!fields) return;
      const value: Remembered = {};
      for (const [key, name] of Object.entries(fields) as [keyof RememberFields, string][]) {
        const sent = formData.get(name);
        if (typeof sent === "string" && sent.trim()) value[key] = sent.trim().slice(0, 60);
      }
      // A form that has only the name keeps the course remembered by another.
      const merged = { ...read(), ...value };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(merged));
      } catch {
        // Private mode or storage full: nothing is remembered.
      }
    },
    [fields],
  );

  const forget = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing kept
    }
    const form = formRef.current;
    if (form && fields) {
      for (const name of Object.values(fields)) {
        const input = form.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = "";
      }
    }
    setRemembered(null);
  };

  const forgetButton =
    fields && remembered ? (
      <p className="text-sm text-slate-700">
        Datos recordados en este navegador.{" "}
        <button
          type="button"
          onClick={forget}
          className="font-semibold text-teal-900 underline underline-offset-2 hover:text-teal-950"
        >
          No soy yo: olvidar mis datos
        </button>
      </p>
    ) : null;

  return { remember, forgetButton };
}

/** `usePublicForm` for a form that asks the visitor's name (and course): it offers what this browser remembers, and `forgetButton`. */
export function useRememberingPublicForm<Schema extends z.ZodType<Record<string, unknown>>>(
  options: Omit<PublicFormOptions<Schema>, "onSent">,
  fields: RememberFields,
) {
  const rememberSent = useRef<(formData: FormData) => void>(undefined);
  const form = usePublicForm({ ...options, onSent: (formData) => rememberSent.current?.(formData) });
  const { remember, forgetButton } = useRememberedVisitor(form.formProps.ref, fields, form.resets);
  rememberSent.current = remember;
  return { ...form, forgetButton };
}
