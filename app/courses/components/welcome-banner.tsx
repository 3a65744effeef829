import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/platform/hooks/use-hydrated";

/** The scrolling welcome line of a course page, with a pause button (WCAG 2.2.2). */
export function WelcomeBanner({ text }: { text: string }) {
  const [paused, setPaused] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="marquee flex items-center gap-2 bg-amber-300 text-amber-950" data-paused={paused ? "" : undefined}>
      <div className="min-w-0 flex-1 overflow-hidden py-2">
        <div className="marquee-track">
          <p className="whitespace-nowrap px-8 font-semibold">{text}</p>
          <p aria-hidden="true" className="whitespace-nowrap px-8 font-semibold">
            {text}
          </p>
        </div>
      </div>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="mr-2 inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-950"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          {paused ? "Reanudar" : "Pausar"}
          <span className="sr-only"> el mensaje de bienvenida</span>
        </button>
      ) : null}
    </div>
  );
}
