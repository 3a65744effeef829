import { appContext } from "~/context";
import { ExternalLink } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/project-page";
import { ProjectSignupForm } from "~/components/project-signup-form";
import { VideoFacade } from "~/components/video-facade";
import { FruitMeter } from "~/components/projects/fruit-meter";
import { MasterchefGallery } from "~/components/projects/masterchef-gallery";
import { ProjectHero } from "~/components/projects/project-hero";
import { ProjectSectionCard } from "~/components/projects/project-section-card";
import { XacobeoBlock } from "~/components/projects/xacobeo-block";
import { SIGNUP_NOTICES } from "~/content/notices";
import { documentTitle } from "~/content/pages";
import { findProject, type ProjectContent } from "~/content/projects";
import { projectSignupSchema } from "~/domain/forms";
import { rankXacobeoClasses } from "~/domain/xacobeo";
import { addProjectSignup } from "~/server/enquiries.server";
import { listProjectClassScores } from "~/server/projects.server";
import { handlePublicForm } from "~/server/public-form.server";
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

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <article>
      <ProjectHero project={project} />

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
                <ProjectSectionCard key={section.heading} section={section} index={i} />
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
