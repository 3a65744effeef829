import type { ReactNode } from "react";

/** A titled block of a project page (the Xacobeo route, the fruit meter, the gallery): a section named by its heading. */
export function ProjectPanel({
  id,
  heading,
  card = true,
  children,
}: {
  id: string;
  heading: ReactNode;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={card ? "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" : undefined}
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
