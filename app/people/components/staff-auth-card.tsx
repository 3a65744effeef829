import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { StaticFormNotice } from "~/platform/components/static-form-notice";
import type { ToastMessage } from "~/platform/domain/toast";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { toast } from "~/platform/hooks/use-toast";

/**
 * The frame of the staff sign-in and invitation pages: title, introduction, and the action's
 * notice as a toast (with JavaScript) or above the form (without it).
 */
export function StaffAuthCard({
  title,
  intro,
  notice,
  details,
  link,
  children,
}: {
  title: string;
  intro: string;
  notice: ToastMessage | null | undefined;
  details?: ReactNode;
  /** A way on under the form («¿Has olvidado la contraseña?», «Volver…»). */
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (notice) toast(notice);
  }, [notice]);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      {details}
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {hydrated ? null : <StaticFormNotice notice={notice ?? null} />}
        {children}
        {link ? (
          <p className="mt-4 text-sm">
            <Link to={link.to} className="font-semibold text-teal-900 underline underline-offset-4 hover:text-teal-700">
              {link.label}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
