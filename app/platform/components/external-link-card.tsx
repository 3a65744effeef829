import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

/** A card that opens an external resource in a new tab, safely, and says so to screen readers. */
export function ExternalLinkCard({
  href,
  title,
  children,
  cta,
  titleLang,
}: {
  href: string;
  title: string;
  children?: ReactNode;
  cta: string;
  titleLang?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <span lang={titleLang} className="text-lg font-semibold text-slate-900">
        {title}
      </span>
      {children ? <span className="mt-2 flex-1 text-slate-700">{children}</span> : null}
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
        {cta} <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(se abre en una pestaña nueva)</span>
      </span>
    </a>
  );
}
