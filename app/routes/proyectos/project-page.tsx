import { ProjectGalleryOnDemand } from "~/pages";
import { ProjectSignupFormOnDemand } from "~/pages";
import { type AppContext as AppContextValue, appContext } from "~/platform/server/context.server";
import { ExternalLink } from "lucide-react";
import { Suspense } from "react";
import { data } from "react-router";
import { GoneErrorPage } from "~/platform/components/gone-error-page";
import type { Route } from "./+types/project-page";
import { RichParagraphs } from "~/platform/components/rich-text";
import { VideoFacade } from "~/platform/components/video-facade";
import {
  FruitMeter,
  ProjectHero,
  ProjectSectionCard,
  XacobeoBlock,
  pageKeys,
  PROJECT_BLOCK_LABELS,
  RETIRED_PROJECT_COPY,
  projectPath,
  projectSignupSchema,
  rankXacobeoClasses,
} from "~/pages";

import { SIGNUP_NOTICES } from "~/pages";

import { documentTitle } from "~/platform/copy/pages";

import { addProjectSignup } from "~/inbox/index.server";
import { readPage, listProjectClassScores, findRetiredProject, readProjects } from "~/pages/index.server";

import { handlePublicForm } from "~/platform/server/public-form.server";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

// One module serves every project's page, /proyectos/<its address> (see app/routes.ts): the
// projects are the teacher's (/admin/proyectos), and what their pages say too (/admin/paginas).
async function projectOf(context: AppContextValue, slug: string) {
  const project = (await readProjects(context)).find((p) => p.slug === slug);
  if (project) return project;
  // A retired project's address says it ended (links shared with families lead somewhere).
  const retired = await findRetiredProject(context, slug);
  if (!retired) throw data(null, { status: 404 });
  throw data({ retired }, { status: 410 });
}

// Only the pages with photos load the gallery's code (the server renders it in place).
// The sign-up form's code comes after the page's first scripts (the server renders it in full).

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ params, request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const project = await projectOf(context, params.proyecto);
  const [page, scores] = await Promise.all([
    readPage(context, request, pageKeys.project(project.slug)),
    project.special
      ? listProjectClassScores(context.db, project.special === "xacobeo" ? "desafio-xacobeo" : "disfruta-del-recreo")
      : null,
  ]);
  return {
    project,
    content: page.document,
    images: page.images,
    xacobeo: project.special === "xacobeo" && scores ? rankXacobeoClasses(scores) : null,
    fruit: project.special === "fruit-meter" ? scores : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { params, request } = args;
  const context = args.context.get(appContext);
  const project = await projectOf(context, params.proyecto);
  if (!project.signup) throw data("Esta página no tiene formulario de inscripción.", { status: 405 });
  const { document } = await readPage(context, request, pageKeys.project(project.slug));
  if (!document.signup.open) throw data(PROJECT_BLOCK_LABELS.signupClosed, { status: 403 });
  return handlePublicForm(args, {
    kind: "signup",
    notify: "project-signup",
    schema: projectSignupSchema,
    write: (value, db) => addProjectSignup(db, { ...value, proyecto: project.title }),
    notices: {
      ...SIGNUP_NOTICES,
      success: project.slug === "sombras-y-brillo" ? SIGNUP_NOTICES.successSombrasYBrillo : SIGNUP_NOTICES.success,
    },
    redirectTo: `${projectPath(project.slug)}#inscripcion`,
  });
}

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const content = loaderData?.content;
  if (!content) return [{ title: documentTitle("Proyecto") }];
  return withShareTags({ matches, location }, [
    { title: documentTitle(content.title) },
    { name: "description", content: content.tagline },
  ]);
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, content, images } = loaderData;
  const signup = project.signup ? content.signup : null;
  return (
    <article>
      <ProjectHero project={project} title={content.title} tagline={content.tagline} />

      <div
        className={`mx-auto grid max-w-6xl gap-10 px-4 py-12 ${signup ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : ""}`}
      >
        <div className="space-y-10">
          <div className="space-y-4 text-lg text-slate-700">
            <RichParagraphs paragraphs={content.intro} />
          </div>

          {content.sections.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2">
              {content.sections.map((section, i) => (
                <ProjectSectionCard key={section.heading} section={section} index={i} />
              ))}
            </div>
          ) : null}

          {loaderData.xacobeo ? <XacobeoBlock ranking={loaderData.xacobeo} /> : null}
          {loaderData.fruit ? <FruitMeter rows={loaderData.fruit} /> : null}
          {content.gallery.length > 0 ? (
            <Suspense fallback={null}>
              <ProjectGalleryOnDemand photos={content.gallery} images={images} />
            </Suspense>
          ) : null}

          {content.video.youtubeId ? (
            <VideoFacade
              youtubeId={content.video.youtubeId}
              title={content.video.title || PROJECT_BLOCK_LABELS.video}
            />
          ) : null}

          {content.links.map((link, i) => (
            <a
              key={i}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-between gap-4 rounded-xl border border-violet-200 bg-violet-50 p-5 text-violet-950 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-violet-800"
            >
              <span>
                <span className="block font-semibold">{link.label}</span>
                {link.description ? <span className="text-sm">{link.description}</span> : null}
              </span>
              <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
            </a>
          ))}

          {content.quote.text ? (
            <figure className="rounded-2xl bg-teal-900 p-8 text-white">
              <blockquote className="text-2xl font-semibold">“{content.quote.text}”</blockquote>
              {content.quote.author ? (
                <figcaption className="mt-3 text-teal-100">— {content.quote.author}</figcaption>
              ) : null}
            </figure>
          ) : null}

          {content.note ? (
            <p className="rounded-xl border border-dashed border-amber-400 bg-amber-50 p-5 font-medium text-amber-950">
              {content.note}
            </p>
          ) : null}
        </div>

        {signup ? (
          <aside className="lg:sticky lg:top-24 lg:self-start">
            {signup.open ? (
              <Suspense fallback={null}>
                <ProjectSignupFormOnDemand action={projectPath(project.slug)} heading={signup.heading} />
              </Suspense>
            ) : (
              <p className="rounded-xl border border-slate-200 bg-white p-5 font-medium text-slate-800">
                {PROJECT_BLOCK_LABELS.signupClosed}
              </p>
            )}
          </aside>
        ) : null}
      </div>
    </article>
  );
}

/** A retired project's address (410) says it ended; a 404 or another error is the site's. */
export function ErrorBoundary() {
  return <GoneErrorPage gone={RETIRED_PROJECT_COPY} />;
}
