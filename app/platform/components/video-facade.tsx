import { Play } from "lucide-react";
import { useState } from "react";

/**
 * A video that loads nothing from the video platform until the visitor asks for it: a link to
 * the video (works without JavaScript) that JavaScript turns into a privacy-enhanced embed.
 */
export function VideoFacade({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-xl bg-black">
        <iframe
          className="size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative grid aspect-video place-items-center overflow-hidden rounded-xl bg-gradient-to-br from-slate-800 to-slate-950 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <span className="grid size-16 place-items-center rounded-full bg-red-700 shadow-lg transition-transform group-hover:scale-110">
        <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
      </span>
      <span className="absolute inset-x-0 bottom-0 bg-black/60 px-4 py-3 text-left text-sm font-medium">
        Reproducir vídeo: {title}
        <span className="block text-xs text-slate-200">
          Se cargará desde YouTube (modo de privacidad mejorada) al pulsar.
        </span>
      </span>
    </a>
  );
}
