import { QrCode } from "lucide-react";
import { data } from "react-router";
import { isBilingualProjectWritten, ContentImage, BILINGUAL_PROJECT_LABELS as labels, pageKeys } from "~/pages";
import { ExternalLinkCard } from "~/platform/components/external-link-card";
import { useImageLightbox } from "~/images";
import type { Route } from "./+types/project-page";
import { appContext } from "~/platform/server/context.server";

import { RichText } from "~/platform/components/rich-text";

import { documentTitle } from "~/platform/copy/pages";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { readPage } from "~/pages/index.server";
import { withShareTags } from "~/platform/lib/share-meta";
import { bilingualProjectPath } from "~/platform/domain/site-settings";
import { readSiteSettings } from "~/platform/server/site-settings.server";
import { requireCurrentAddress } from "~/platform/server/old-addresses.server";

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const settings = await readSiteSettings(context);
  // Its address follows its name: an old one redirects, any other is a 404.
  await requireCurrentAddress(
    context.db,
    request,
    `/bilinguismo/${params.proyecto}`,
    bilingualProjectPath(settings.bilingualLabel),
  );
  const page = await readPage(context, request, pageKeys.bilingualProject);
  // Nothing written yet (a new school's): not a page, and not in the menu either.
  if (!isBilingualProjectWritten(page.document)) throw data(null, { status: 404 });
  return { content: page.document, images: page.images };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(data?.content.title ?? "Proyecto Bilingüe") },
    { name: "description", content: data?.content.motto ?? "" },
  ]);
}

export default function BilingualProject({ loaderData }: Route.ComponentProps) {
  const { content: copy, images } = loaderData;
  const qr = copy.quickAccess.qr;
  const { triggerProps, lightbox } = useImageLightbox();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-5xl">{copy.title}</h1>
        <p lang="en" className="mt-4 text-xl font-semibold text-teal-800 sm:text-2xl">
          {copy.motto}
        </p>
      </header>

      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          {copy.intro.map((p, i) => (
            // The project's presentation is in English first, then in Spanish.
            <p key={i} lang={i === 0 ? "en" : undefined} className="text-lg text-slate-700">
              <RichText text={p} />
            </p>
          ))}
          <div className="grid gap-4 sm:grid-cols-2">
            <ExternalLinkCard
              href={copy.finalProducts.href}
              title={copy.finalProducts.heading}
              cta={copy.finalProducts.cta}
            >
              {copy.finalProducts.text}
            </ExternalLinkCard>
            <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">{copy.quickAccess.heading}</h2>
              <p className="mt-2 text-slate-700">{copy.quickAccess.text}</p>
              {/* A link to the image: without JavaScript it opens the code full size. */}
              <a
                {...triggerProps({
                  src: qr.src,
                  alt: qr.alt,
                  caption: labels.qrDialogTitle,
                  description: labels.qrDialogDescription,
                  width: images[qr.src]?.width ?? 600,
                  height: images[qr.src]?.height ?? 600,
                })}
                className="mt-4 block w-fit rounded-lg border border-slate-300 p-2 hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <img src={qr.src} alt="" width={120} height={120} className="size-28" />
                <span className="mt-1 flex items-center justify-center gap-1 text-sm font-semibold text-teal-800">
                  <QrCode aria-hidden="true" className="size-4" />
                  {labels.enlargeQr}
                </span>
              </a>
              {lightbox}
            </div>
          </div>
        </div>
        <ContentImage
          image={copy.poster}
          images={images}
          width={600}
          height={800}
          sizes="(min-width: 1024px) 384px, 100vw"
          className="mx-auto w-full max-w-sm rounded-2xl shadow-lg"
          eager
        />
      </div>

      <p lang="en" className="mt-16 text-center text-2xl font-bold text-teal-900">
        {copy.tagline}
      </p>
    </div>
  );
}
