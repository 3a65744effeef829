import { documentTitle } from "~/content/pages";
import { HOME_COPY } from "~/content/home";
import { useSiteSettings } from "~/hooks/use-site-settings";

export function meta() {
  return [{ title: documentTitle("Inicio") }, { name: "description", content: HOME_COPY.description }];
}

export default function Home() {
  const { teacherName } = useSiteSettings();
  return (
    <section id="inicio" className="bg-gradient-to-br from-teal-900 via-teal-800 to-emerald-700 text-white">
      <div className="mx-auto max-w-5xl px-4 py-24 text-center sm:py-32">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{HOME_COPY.heroTitle(teacherName)}</h1>
        <p className="mt-6 text-xl text-teal-50 sm:text-2xl">{HOME_COPY.tagline}</p>
      </div>
    </section>
  );
}
