import { Star, Users } from "lucide-react";
import { COMING_SOON_NOTICE } from "~/platform/copy/notices/notice";
import { Suspense } from "react";
import { SIDE_CARDS_COPY as copy } from "~/competitions/copy/championships";
import type { TournamentDocument } from "~/pages";
import type { UploadedImage } from "~/images";
import { toast } from "~/platform/hooks/use-toast";
import { lazyComponent } from "~/platform/lib/lazy-component";

// A gallery without photos (today's «¡Próximamente!») does not load the photos' code.
const GalleryPhotos = lazyComponent(() => import("./gallery-photos").then((m) => m.GalleryPhotos));

/** Team of the Month and Featured Player cards, shared by the tournament's and the league's pages (their names and texts are the teacher's). */
export function ChampionshipSideCards({
  cards,
}: {
  cards: Pick<TournamentDocument, "teamOfMonth" | "featuredPlayer">;
}) {
  return (
    <div className="space-y-4">
      <SideCard icon={<Users aria-hidden="true" className="size-6" />} {...copy.teamOfMonth} {...cards.teamOfMonth} />
      <SideCard
        icon={<Star aria-hidden="true" className="size-6" />}
        {...copy.featuredPlayer}
        {...cards.featuredPlayer}
      />
    </div>
  );
}

function SideCard({
  icon,
  heading,
  name,
  text,
  vote,
}: {
  icon: React.ReactNode;
  heading: string;
  name: string;
  text: string;
  vote: string;
}) {
  // A card the teacher left without a name (a new school's) is not shown.
  if (!name) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-teal-800">
        {icon}
        {heading}
      </h2>
      <p className="mt-2 text-lg font-bold text-slate-900">{name}</p>
      <p className="mt-1 text-slate-700">{text}</p>
      <ComingSoonButton className="mt-4 w-full rounded-lg border border-teal-700 px-4 py-2 font-semibold text-teal-900 hover:bg-teal-50">
        {vote}
      </ComingSoonButton>
    </section>
  );
}

/** Monthly votes and the gallery only announce '¡Próximamente!'. */
function ComingSoonButton({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => toast(COMING_SOON_NOTICE)}
      className={`focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${className ?? ""}`}
    >
      {children}
    </button>
  );
}

/**
 * The championship's gallery: a photo the teacher has put in enlarges in the lightbox (without
 * JavaScript, it opens full size); a piece without one still announces '¡Próximamente!'.
 */
export function ChampionshipGallery({
  heading,
  items,
  images,
}: {
  heading: string;
  items: TournamentDocument["gallery"];
  images: Record<string, UploadedImage>;
}) {
  const hasPhotos = items.some((item) => item.image);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="galeria-campeonato">
      <h2 id="galeria-campeonato" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      {hasPhotos ? (
        <Suspense fallback={null}>
          <GalleryPhotos
            items={items}
            images={images}
            comingSoon={(caption, i) => <ComingSoonPiece caption={caption} index={i} />}
          />
        </Suspense>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {items.map(({ caption }, i) => (
            <li key={i}>
              <ComingSoonPiece caption={caption} index={i} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ComingSoonPiece({ caption, index }: { caption: string; index: number }) {
  return (
    <ComingSoonButton className="grid aspect-[4/3] w-full place-items-center rounded-xl bg-gradient-to-br from-slate-200 to-slate-300 p-3 text-center font-semibold text-slate-800 hover:from-slate-300">
      <span>
        <span className="sr-only">Foto {index + 1}: </span>
        {caption}
      </span>
    </ComingSoonButton>
  );
}
