import { appContext } from "~/context";
import {
  Apple,
  ChefHat,
  Dumbbell,
  ExternalLink,
  Footprints,
  HeartPulse,
  Leaf,
  type LucideIcon,
  Medal,
  Microscope,
  Mountain,
  Plane,
  Shield,
  Sparkles,
  Trophy,
} from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/project-page";
import { ProjectSignupForm } from "~/components/project-signup-form";
import { VideoFacade } from "~/components/video-facade";
import { SIGNUP_NOTICES } from "~/content/notices";
import { documentTitle } from "~/content/pages";
import { FRUIT_METER_COPY, MASTERCHEF_GALLERY, XACOBEO_COPY } from "~/content/project-blocks";
import { findProject, type ProjectContent, type ProjectIcon, type ProjectSection } from "~/content/projects";
import { projectSignupSchema } from "~/domain/forms";
import { rankXacobeoClasses, XACOBEO_CREDITS, XACOBEO_STAGES, XACOBEO_TOTAL_KM } from "~/domain/xacobeo";
import { addProjectSignup } from "~/server/enquiries.server";
import { listProjectClassScores } from "~/server/projects.server";
import { handlePublicForm } from "~/server/public-form.server";
import { revealDelay } from "~/lib/reveal";
import { SHAREABLE_PAGE } from "~/lib/route-handle";

// One module serves the 13 pages under /proyectos/ (see app/routes.ts); the copy of each page
// is in app/content/projects.ts. The loader sends the page its own copy, so that the browser does
// not download the copy of all thirteen with the page's code.
function projectOf(params: { proyecto: string }): ProjectContent {
  const project = findProject(params.proyecto);
  if (!project) throw data(null, { status: 404 });
  return project;
}

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const project = projectOf(params);
  if (project.special === "xacobeo") {
    return { project, xacobeo: rankXacobeoClasses(await listProjectClassScores(context.db, "desafio-xacobeo")), fruit: null };
  }
  if (project.special === "fruit-meter") {
    return { project, xacobeo: null, fruit: await listProjectClassScores(context.db, "disfruta-del-recreo") };
  }
  return { project, xacobeo: null, fruit: null };
}

export async function action(args: Route.ActionArgs) {
  const { params } = args;
  const project = projectOf(params);
  const signup = project.signup;
  if (!signup) throw data("Esta página no tiene formulario de inscripción.", { status: 405 });
  return handlePublicForm(args, {
    kind: "signup",
    schema: projectSignupSchema,
    write: (value, db) => addProjectSignup(db, { ...value, proyecto: signup.project }),
    notices: {
      ...SIGNUP_NOTICES,
      success: signup.project === "Sombras y Brillo" ? SIGNUP_NOTICES.successSombrasYBrillo : SIGNUP_NOTICES.success,
    },
    redirectTo: `/proyectos/${project.slug}#inscripcion`,
  });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const project = loaderData?.project;
  if (!project) return [{ title: documentTitle("Proyecto") }];
  return [{ title: documentTitle(project.title) }, { name: "description", content: project.tagline }];
}

const ICONS: Record<ProjectIcon, LucideIcon> = {
  "heart-pulse": HeartPulse,
  shield: Shield,
  "chef-hat": ChefHat,
  footprints: Footprints,
  apple: Apple,
  trophy: Trophy,
  medal: Medal,
  leaf: Leaf,
  sparkles: Sparkles,
  plane: Plane,
  mountain: Mountain,
  microscope: Microscope,
  dumbbell: Dumbbell,
};

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const Icon = ICONS[project.icon];
  return (
    <article>
      <header className={`bg-gradient-to-br ${project.gradient} text-white`}>
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-14 sm:flex-row sm:items-center sm:gap-6">
          <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-white/15">
            <Icon aria-hidden="true" className="size-9" />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-white/90">Nuestros Proyectos</p>
            <h1 className="text-3xl font-extrabold sm:text-5xl">{project.title}</h1>
            <p className="mt-2 text-lg text-white/95">{project.tagline}</p>
          </div>
        </div>
      </header>

      <div className={`mx-auto grid max-w-6xl gap-10 px-4 py-12 ${project.signup ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : ""}`}>
        <div className="space-y-10">
          <div className="space-y-4 text-lg text-slate-700">
            {project.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>

          {project.sections.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2">
              {project.sections.map((section, i) => (
                <SectionCard key={section.heading} section={section} index={i} />
              ))}
            </div>
          ) : null}

          {loaderData.xacobeo ? <XacobeoBlock ranking={loaderData.xacobeo} /> : null}
          {loaderData.fruit ? <FruitMeter rows={loaderData.fruit} /> : null}
          {project.special === "masterchef-gallery" ? <MasterchefGallery /> : null}

          {project.video ? <VideoFacade youtubeId={project.video.youtubeId} title={project.video.title} /> : null}

          {project.links?.map((link) => (
            <a
              key={link.href}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-between gap-4 rounded-xl border border-violet-200 bg-violet-50 p-5 text-violet-950 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-violet-800"
            >
              <span>
                <span className="block font-semibold">{link.label}</span>
                <span className="text-sm">{link.description}</span>
              </span>
              <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
            </a>
          ))}

          {project.quote ? (
            <figure className="rounded-2xl bg-teal-900 p-8 text-white">
              <blockquote className="text-2xl font-semibold">“{project.quote.text}”</blockquote>
              <figcaption className="mt-3 text-teal-100">— {project.quote.author}</figcaption>
            </figure>
          ) : null}

          {project.note ? (
            <p className="rounded-xl border border-dashed border-amber-400 bg-amber-50 p-5 font-medium text-amber-950">{project.note}</p>
          ) : null}
        </div>

        {project.signup ? (
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <ProjectSignupForm action={`/proyectos/${project.slug}`} heading={project.signup.heading} />
          </aside>
        ) : null}
      </div>
    </article>
  );
}

function SectionCard({ section, index }: { section: ProjectSection; index: number }) {
  return (
    <section className={`reveal rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${section.columns ? "md:col-span-2" : ""}`} style={revealDelay(index)}>
      <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-3 text-slate-700">
          {p}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-teal-700">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.columns ? (
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {section.columns.map((column) => (
            <div key={column.title} className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{column.title}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {column.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function XacobeoBlock({ ranking }: { ranking: ReturnType<typeof rankXacobeoClasses> }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="etapas" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="etapas" className="text-xl font-bold text-slate-900">
          {XACOBEO_COPY.stagesHeading} ({XACOBEO_TOTAL_KM} km)
        </h2>
        <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {XACOBEO_STAGES.map((stage, i) => (
            <li key={stage.place} className="flex items-baseline justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2">
              <span className="font-medium text-slate-900">
                {i + 1}. {stage.place}
              </span>
              <span className="tabular-nums text-amber-950">{stage.km} km</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="ranking-xacobeo" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="ranking-xacobeo" className="text-xl font-bold text-slate-900">
          {XACOBEO_COPY.rankingHeading}
        </h2>
        <ol className="mt-4 space-y-4">
          {ranking.map((row, i) => (
            <li key={row.className} data-testid="xacobeo-class">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {i + 1}. {row.className}
                </span>
                <span className="tabular-nums text-slate-700">
                  {row.km} / {XACOBEO_TOTAL_KM} km · {row.lastStage}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`Progreso de ${row.className}`}
                aria-valuemin={0}
                aria-valuemax={XACOBEO_TOTAL_KM}
                aria-valuenow={row.km}
                aria-valuetext={`${row.km} de ${XACOBEO_TOTAL_KM} km`}
                className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full rounded-full bg-amber-600" style={{ width: `${row.percent}%` }} />
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="creditos" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="creditos" className="text-xl font-bold text-slate-900">
          {XACOBEO_COPY.creditsHeading}
        </h2>
        <table className="mt-4 w-full text-left">
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-2">
                Actividad
              </th>
              <th scope="col" className="py-2">
                Kilómetros
              </th>
            </tr>
          </thead>
          <tbody>
            {XACOBEO_CREDITS.map((credit) => (
              <tr key={credit.activity} className="border-b border-slate-100">
                <td className="py-2 text-slate-800">{credit.activity}</td>
                <td className="py-2 font-semibold text-slate-900">{credit.km}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function FruitMeter({ rows }: { rows: { className: string; value: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section aria-labelledby="medidor" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="medidor" className="text-xl font-bold text-slate-900">
        {FRUIT_METER_COPY.heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700">{FRUIT_METER_COPY.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {[...rows]
            .sort((a, b) => b.value - a.value)
            .map((row) => (
              <li key={row.className} data-testid="fruit-class">
                <div className="flex justify-between text-slate-900">
                  <span className="font-medium">{row.className}</span>
                  <span className="tabular-nums">
                    {row.value} {FRUIT_METER_COPY.unit}
                  </span>
                </div>
                <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <div className="h-full rounded-full bg-green-600" style={{ width: `${(row.value / max) * 100}%` }} />
                </div>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

function MasterchefGallery() {
  return (
    <section aria-labelledby="galeria">
      <h2 id="galeria" className="text-xl font-bold text-slate-900">
        Galería
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {MASTERCHEF_GALLERY.map((image, i) => (
          <li key={image.src} className="reveal" style={revealDelay(i)}>
            <img src={image.src} alt={image.alt} width={400} height={300} loading="lazy" className="aspect-[4/3] w-full rounded-xl object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
}
