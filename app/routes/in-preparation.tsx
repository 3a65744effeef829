import { Construction } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/in-preparation";
import { documentTitle, PAGE_TITLES } from "~/content/pages";

// Stands in for a page of the route table that is not built yet: its real title, and an honest
// notice. (Which pages use it is visible in app/routes.ts.)
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
  const title = PAGE_TITLES[pathname];
  if (!title) throw data(null, { status: 404 });
  return { title };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: documentTitle(data?.title ?? "Página") }, { name: "robots", content: "noindex" }];
}

export default function InPreparation({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{loaderData.title}</h1>
      <div className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-8">
        <Construction aria-hidden="true" className="size-10 text-amber-800" />
        <p className="text-lg font-semibold text-amber-950">Esta sección está en preparación.</p>
        <p className="text-amber-950">Muy pronto encontrarás aquí todo su contenido. ¡Vuelve en unos días!</p>
      </div>
      <Link to="/" className="mt-8 inline-block font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950">
        Volver al inicio
      </Link>
    </section>
  );
}
