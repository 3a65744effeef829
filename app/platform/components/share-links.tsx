import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { cn } from "~/platform/lib/cn";

const linkClass =
  "rounded-md font-semibold text-teal-900 underline decoration-teal-700/40 underline-offset-4 hover:decoration-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700";

/**
 * «Compartir» and the page's poster. «Compartir» opens the phone's own share sheet
 * (the Web Share API) or, where there is none, copies the link; it needs JavaScript, so it appears
 * once the page has it. The poster is a link: it works without.
 */
export function ShareLinks({
  path,
  title,
  screen,
  className,
}: {
  path: string;
  title: string;
  /** The page for the hall's TV, where there is one. */ screen?: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const share = async () => {
    // The address the visitor is on (the page's canonical and Open Graph tags name the configured one).
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === "function") {
      // Closing the share sheet rejects: nothing to say.
      await navigator.share({ title, url }).catch(() => {});
      return;
    }
    const done = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setCopied(done ? "copied" : "failed");
  };
  return (
    <div className={cn("flex flex-wrap items-center gap-x-5 gap-y-2 text-sm print:hidden", className)}>
      {hydrated ? (
        <button type="button" onClick={() => void share()} className={linkClass}>
          Compartir
        </button>
      ) : null}
      <Link to={`/cartel?ruta=${encodeURIComponent(path)}`} className={linkClass}>
        Cartel con código QR
      </Link>
      {screen ? (
        <Link to={screen} className={linkClass}>
          Pantalla grande (TV)
        </Link>
      ) : null}
      <span role="status" className="text-slate-700">
        {copied === "copied"
          ? "Enlace copiado: pégalo donde quieras."
          : copied === "failed"
            ? "No se pudo copiar el enlace; cópialo de la barra de direcciones."
            : ""}
      </span>
    </div>
  );
}
