import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { NewsItemImage } from "~/news/components/news-item-image";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PinnedBadge, TagList } from "~/news/components/tag-badge";
import { formatSpanishDate, NEWS_CAROUSEL_INTERVAL_MS, type NewsItem, newsPreview } from "~/news/domain/news";
import { cn } from "~/platform/lib/cn";

/**
 * Featured (pinned) news. Advances every 5000 ms and wraps around, only with more than one item;
 * stops while the pointer or keyboard focus is on it, when the visitor pauses it, and under
 * prefers-reduced-motion. The side list picks the slide.
 */
export function NewsCarousel({ items }: { items: NewsItem[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const count = items.length;
  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NEWS_CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count, index]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section
        aria-roledescription="carrusel"
        aria-label="Noticias destacadas"
        className="relative overflow-hidden rounded-2xl bg-slate-900 text-white shadow-lg"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {/* Every slide takes the same cell and the ones not shown are only invisible: the carousel is
            as tall as its tallest slide, so the page below it does not move each time it turns. */}
        <div aria-live={rotating ? "off" : "polite"} className="grid">
          {items.map((item, i) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${count}: ${item.title}`}
              className={cn("col-start-1 row-start-1", i !== current && "invisible")}
              data-testid="carousel-slide"
            >
              <div className="relative">
                <NewsItemImage
                  item={item}
                  sizes="(min-width: 1024px) 760px, 100vw"
                  eager
                  className="aspect-video w-full object-cover"
                />
                {item.pinned ? <PinnedBadge /> : null}
              </div>
              <div className={cn("space-y-2 p-6", item.pinned && !item.imageUrl && "pt-14")}>
                <TagList tags={item.tags} />
                <h2 className="text-2xl font-bold">{item.title}</h2>
                <p className="text-sm text-slate-200">{formatSpanishDate(item.date)}</p>
                <p className="text-slate-100">{newsPreview(item.content)}</p>
                <Link
                  to={`?noticia=${item.id}`}
                  preventScrollReset
                  className="inline-block rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  Leer más<span className="sr-only">: {item.title}</span>
                </Link>
              </div>
            </div>
          ))}
        </div>
        {count > 1 ? (
          <div className="flex items-center justify-between gap-2 border-t border-white/15 px-4 py-3">
            <div className="flex gap-2">
              <CarouselButton label="Noticia anterior" onClick={() => go(current - 1)}>
                <ChevronLeft aria-hidden="true" className="size-5" />
              </CarouselButton>
              <CarouselButton label="Noticia siguiente" onClick={() => go(current + 1)}>
                <ChevronRight aria-hidden="true" className="size-5" />
              </CarouselButton>
              <CarouselButton
                label={paused ? "Reanudar el paso automático" : "Pausar el paso automático"}
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? (
                  <Play aria-hidden="true" className="size-5" />
                ) : (
                  <Pause aria-hidden="true" className="size-5" />
                )}
              </CarouselButton>
            </div>
            <p className="text-sm tabular-nums text-slate-200" data-testid="carousel-position">
              {current + 1} / {count}
            </p>
          </div>
        ) : null}
      </section>

      <nav aria-label="Noticias destacadas" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="px-2 text-lg font-bold text-slate-900">Destacadas</h2>
        <ul className="mt-2 space-y-1">
          {items.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={i === current ? "true" : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  "w-full rounded-lg px-3 py-2 text-left hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700",
                  i === current && "bg-teal-50 ring-1 ring-teal-700",
                )}
              >
                <span className="block font-semibold text-slate-900">{item.title}</span>
                <span className="text-sm text-slate-600">{formatSpanishDate(item.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}
