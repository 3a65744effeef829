import { QrCode } from "lucide-react";
import { ExternalLinkCard } from "~/components/external-link-card";
import { useImageLightbox } from "~/components/use-image-lightbox";
import { BILINGUAL_PROJECT_COPY as copy, PRODUCTOS_FINALES_URL } from "~/content/bilingual";
import { documentTitle } from "~/content/pages";
import { SHAREABLE_PAGE } from "~/lib/route-handle";

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export function meta() {
  return [{ title: documentTitle(copy.title) }, { name: "description", content: copy.motto }];
}

const QR_CODE = {
  src: "/img/qr-proyecto-bilingue.svg",
  alt: copy.quickAccess.qrAlt,
  caption: copy.quickAccess.dialogTitle,
  description: copy.quickAccess.dialogDescription,
  width: 600,
  height: 600,
};

export default function BilingualProject() {
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
            <p key={p} lang={i === 0 ? "en" : undefined} className="text-lg text-slate-700">
              {p}
            </p>
          ))}
          <div className="grid gap-4 sm:grid-cols-2">
            <ExternalLinkCard href={PRODUCTOS_FINALES_URL} title={copy.finalProducts.heading} cta={copy.finalProducts.cta}>
              {copy.finalProducts.text}
            </ExternalLinkCard>
            <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">{copy.quickAccess.heading}</h2>
              <p className="mt-2 text-slate-700">{copy.quickAccess.text}</p>
              {/* A link to the image: without JavaScript it opens the code full size. */}
              <a
                {...triggerProps(QR_CODE)}
                className="mt-4 block w-fit rounded-lg border border-slate-300 p-2 hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <img src={QR_CODE.src} alt="" width={120} height={120} className="size-28" />
                <span className="mt-1 flex items-center justify-center gap-1 text-sm font-semibold text-teal-800">
                  <QrCode aria-hidden="true" className="size-4" />
                  {copy.quickAccess.enlarge}
                </span>
              </a>
              {lightbox}
            </div>
          </div>
        </div>
        <img
          src="/img/poster-proyecto-bilingue.svg"
          alt={copy.posterAlt}
          width={600}
          height={800}
          className="mx-auto w-full max-w-sm rounded-2xl shadow-lg"
        />
      </div>

      <p lang="en" className="mt-16 text-center text-2xl font-bold text-teal-900">
        {copy.tagline}
      </p>
    </div>
  );
}
