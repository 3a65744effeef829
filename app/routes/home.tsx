import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/home";
import { ContactForm, contactSchema } from "~/inbox";
import { homeTitle } from "~/platform/copy/pages";
import type { RootData } from "~/platform/domain/site-settings";
import { ContentImage, pageKeys } from "~/pages";
import { RichParagraphs } from "~/platform/components/rich-text";
import { CONTACT_FORM_COPY } from "~/platform/copy/home";

import { withTeacherName } from "~/platform/domain/inline-marks";
import { CONTACT_NOTICES } from "~/inbox";

import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import { addContactEnquiry } from "~/inbox/index.server";
import { handlePublicForm } from "~/platform/server/public-form.server";
import { readPage } from "~/pages/index.server";
import { readSiteSettings } from "~/platform/server/site-settings.server";
import { revealDelay } from "~/platform/lib/reveal";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await readPage(context.get(appContext), request, pageKeys.home);
  return { content: page.document, images: page.images };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    {
      title: homeTitle(
        (matches.find((match) => match?.id === "root")?.data as RootData | undefined)?.settings.schoolName,
      ),
    },
    { name: "description", content: data?.content.description ?? "" },
  ]);
}

export async function action(args: Route.ActionArgs) {
  const context = args.context.get(appContext);
  const { teacherName } = await readSiteSettings(context).catch(() => ({ teacherName: "" }));
  return handlePublicForm(args, {
    kind: "contact",
    notify: "message",
    schema: contactSchema,
    write: (value, db) => addContactEnquiry(db, value),
    notices: { ...CONTACT_NOTICES, success: CONTACT_NOTICES.success(teacherName) },
    redirectTo: "/#contact",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { teacherName } = useSiteSettings();
  const { content, images } = loaderData;
  const { intro, flipped, about, contact } = content;
  const named = (text: string) => withTeacherName(text, teacherName);
  return (
    <>
      <section id="inicio" className="bg-gradient-to-br from-teal-900 via-teal-800 to-emerald-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{named(content.heroTitle)}</h1>
          <p className="mt-6 text-xl text-teal-50 sm:text-2xl">{content.tagline}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            {content.heroActions.map((action, i) => (
              <Link
                key={i}
                to={action.to}
                className={
                  i === 0
                    ? "rounded-lg bg-white px-5 py-3 font-semibold text-teal-900 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    : "rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                }
              >
                {action.label}
              </Link>
            ))}
            <a
              href="#contact"
              className="rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {CONTACT_FORM_COPY.heroLink}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="que-es" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="que-es" className="text-3xl font-bold text-slate-900">
          {intro.heading}
        </h2>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-700">
            <RichParagraphs paragraphs={intro.paragraphs} />
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {intro.pillars.map((pillar, i) => (
              <li
                key={i}
                className="reveal rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                style={revealDelay(i)}
              >
                <h3 className="font-semibold text-teal-900">{pillar.title}</h3>
                <p className="mt-1 text-slate-700">{pillar.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="aula-invertida" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="aula-invertida" className="text-3xl font-bold text-slate-900">
            {flipped.heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{flipped.lead}</p>
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {flipped.steps.map((step, i) => (
              <li key={i} className="reveal rounded-xl bg-teal-50 p-6" style={revealDelay(i)}>
                <span
                  className="grid size-9 place-items-center rounded-full bg-teal-800 font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold text-teal-950">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="sobre-mi" className="mx-auto max-w-6xl px-4 py-16">
        <div className="grid items-start gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ContentImage
            image={about.photo}
            images={images}
            alt={named(about.photo.alt)}
            width={480}
            height={560}
            sizes="(min-width: 768px) 384px, 100vw"
            className="mx-auto w-full max-w-sm rounded-2xl shadow-lg"
          />
          <div>
            <h2 id="sobre-mi" className="text-3xl font-bold text-slate-900">
              {about.heading}
            </h2>
            <div className="mt-4 space-y-4 text-lg text-slate-700">
              <RichParagraphs paragraphs={about.paragraphs.map(named)} />
            </div>
            <ul className="mt-6 flex flex-wrap gap-2">
              {about.highlights.map((h, i) => (
                <li key={i} className="rounded-full bg-teal-100 px-3 py-1 text-sm font-medium text-teal-950">
                  {h}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section id="contact" aria-labelledby="contacto-titulo" className="scroll-mt-20 bg-white py-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="contacto-titulo" className="text-3xl font-bold text-slate-900">
            {named(contact.heading)}
          </h2>
          <p className="mt-2 text-lg text-slate-700">{contact.prompt}</p>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
