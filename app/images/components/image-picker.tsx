import { useContext, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { allImagesHref, type ImageChoice, wantsAllImages } from "~/images/domain/picker";
import { useImageLibrary } from "./use-image-library";
import type { FormAnswer } from "~/platform/domain/form-answer";
import { fieldErrorOf, formErrorOf, typedValueOf } from "~/platform/domain/form-answer";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { cn } from "~/platform/lib/cn";
import { FormResultContext } from "~/platform/components/admin-form";

/** Where the picker sends a photo (app/routes/admin/imagenes.subir.ts): answered as JSON. */
const UPLOAD_PATH = "/admin/imagenes/subir";

type Upload =
  | { state: "idle" }
  | { state: "sending"; percent: number }
  | { state: "processing" }
  | { state: "failed"; message: string };

/**
 * The one picture picker of every editor that takes a picture: the uploads as
 * thumbnails to choose from (radio buttons: it works without JavaScript), the chosen one shown at
 * once, and «Subir foto» right there with its progress; the new photo is picked when it is in.
 * The field sends the picture's URL under `name`: nobody types a path.
 *
 * It starts closed: `images` are only the pictures the page already shows, and the
 * library's thumbnails are fetched once, for every picker of the page, when one is opened;
 * without JavaScript, «Elegir otra imagen» reloads the page with every picture listed.
 */
export function ImagePicker({
  name,
  label,
  value,
  optional,
  images,
}: {
  name: string;
  label: string;
  value: string;
  optional: boolean;
  images: readonly ImageChoice[];
}) {
  const answer = useContext(FormResultContext);
  const typed = typedValueOf(answer, name);
  const [picked, setPicked] = useState(typed ?? value);
  const [added, setAdded] = useState<ImageChoice[]>([]);
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const hydrated = useHydrated();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const error = fieldErrorOf(answer, name);
  // The form emptied after a save (an «add» form): back to what the page says.
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const form = box.current?.form;
    const reset = () => setPicked(value);
    form?.addEventListener("reset", reset);
    return () => form?.removeEventListener("reset", reset);
  }, [value]);
  const location = useLocation();
  // Without JavaScript, «Elegir otra imagen» reloads the page with every picture already listed.
  const listed = wantsAllImages(new URLSearchParams(location.search));
  const [library, openLibrary] = useImageLibrary();
  const open = listed || library.state === "loading" || library.state === "ready";
  // The library's order (newest first), then what the page shows that the library no longer lists.
  const offered = library.state === "ready" ? [...library.choices, ...images] : images;
  const known = [...added, ...offered];
  const current: ImageChoice[] =
    picked && !known.some((image) => image.url === picked) ? [{ url: picked, label: `Imagen actual (${picked})` }] : [];
  const shown = [...current, ...known].find((image) => image.url === picked);
  // Closed, the group holds the picture picked (what the form sends) and what was just uploaded.
  const choices = unique(open ? [...added, ...current, ...offered] : [...added, ...(shown ? [shown] : [])]);
  const loading = library.state === "loading";
  const openLabel = picked ? "Elegir otra imagen" : "Elegir una imagen";
  const group = useRef<HTMLDivElement>(null);

  const send = (file: File) => {
    const body = new FormData();
    body.set("intent", "upload");
    body.set("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_PATH);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        setUpload(
          event.loaded >= event.total
            ? { state: "processing" }
            : { state: "sending", percent: Math.round((event.loaded / event.total) * 100) },
        );
    };
    request.onload = () => {
      const reply = (request.response as FormAnswer | null)?.reply;
      if (request.status === 200 && reply?.url) {
        const image = { url: reply.url, label: reply.label ?? reply.url, thumb: reply.thumb };
        setAdded((was) => [image, ...was.filter((i) => i.url !== image.url)]);
        setPicked(image.url);
        setUpload({ state: "idle" });
      } else
        setUpload({
          state: "failed",
          message:
            formErrorOf(request.response as FormAnswer | undefined) ?? "No se pudo subir la foto. Inténtalo de nuevo.",
        });
      if (fileInput.current) fileInput.current.value = "";
    };
    request.onerror = () =>
      setUpload({ state: "failed", message: "Sin conexión: la foto no se subió. Inténtalo de nuevo." });
    setUpload({ state: "sending", percent: 0 });
    request.send(body);
  };

  return (
    <fieldset
      ref={box}
      // Where the reload with every picture lands (its id is the same in both renders of the page).
      id={`${id}-picker`}
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-start gap-3">
        {shown || picked ? (
          <img
            src={shown?.thumb ?? picked}
            alt=""
            width={128}
            height={96}
            className="h-24 w-32 rounded-md border border-slate-200 object-cover"
            data-testid="picked-image"
          />
        ) : (
          <div className="grid h-24 w-32 place-items-center rounded-md bg-slate-100 text-xs text-slate-700">
            Sin imagen
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p className="break-all text-slate-800">{shown?.label ?? (picked ? picked : "Ninguna imagen elegida.")}</p>
          {hydrated ? (
            <div>
              <label
                htmlFor={`${id}-file`}
                className="inline-flex cursor-pointer rounded-lg bg-teal-800 px-3 py-2 font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-800 hover:bg-teal-900"
              >
                Subir foto
              </label>
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                disabled={upload.state === "sending" || upload.state === "processing"}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) send(file);
                }}
              />
            </div>
          ) : (
            <p className="text-slate-700">
              Para subir una foto nueva, usa{" "}
              <Link to="/admin/imagenes" className="font-semibold text-teal-900 underline underline-offset-4">
                Imágenes
              </Link>
              .
            </p>
          )}
          <UploadProgress upload={upload} />
        </div>
      </div>
      {open ? null : (
        <a
          href={`${allImagesHref(location.search)}#${id}-picker`}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            openLibrary();
            // The link that opened it is gone: the keyboard goes on in the thumbnails.
            requestAnimationFrame(() => group.current?.focus());
          }}
          className="mt-3 inline-flex rounded-lg border border-teal-800 px-3 py-2 text-sm font-semibold text-teal-900 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
        >
          {openLabel}
        </a>
      )}
      {loading ? (
        <p role="status" className="mt-3 text-sm text-slate-800">
          Cargando las imágenes…
        </p>
      ) : null}
      {library.state === "failed" ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          No se pudieron cargar las imágenes. Comprueba la conexión y vuelve a tocar «{openLabel}».
        </p>
      ) : null}
      {open || optional || choices.length > 0 ? (
        <div
          ref={group}
          tabIndex={-1}
          role="radiogroup"
          aria-busy={loading || undefined}
          aria-label={`Elegir: ${label}`}
          className="mt-3 grid max-h-72 grid-cols-3 gap-2 overflow-y-auto p-1 focus-visible:outline-2 focus-visible:outline-teal-800 sm:grid-cols-5 lg:grid-cols-6"
        >
          {optional ? (
            <ChoiceTile name={name} url="" label="Sin imagen" picked={picked === ""} onPick={setPicked} />
          ) : null}
          {choices.map((image) => (
            <ChoiceTile
              key={image.url}
              name={name}
              url={image.url}
              thumb={image.thumb ?? image.url}
              label={image.label}
              picked={picked === image.url}
              onPick={setPicked}
            />
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Each picture once, the first time it comes (an upload just made before the library's copy of it). */
function unique(images: ImageChoice[]): ImageChoice[] {
  const seen = new Set<string>();
  return images.filter((image) => !seen.has(image.url) && seen.add(image.url));
}

function ChoiceTile({
  name,
  url,
  thumb,
  label,
  picked,
  onPick,
}: {
  name: string;
  url: string;
  thumb?: string;
  label: string;
  picked: boolean;
  onPick: (url: string) => void;
}) {
  return (
    <label
      className={cn(
        "relative block cursor-pointer rounded-md ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-800",
        picked ? "ring-teal-700" : "ring-transparent",
      )}
    >
      <input type="radio" name={name} value={url} checked={picked} onChange={() => onPick(url)} className="sr-only" />
      {thumb ? (
        <img
          src={thumb}
          alt={label}
          loading="lazy"
          width={96}
          height={72}
          className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
        />
      ) : (
        <span className="grid aspect-[4/3] w-full place-items-center rounded-md bg-slate-100 text-xs font-semibold text-slate-800">
          {label}
        </span>
      )}
    </label>
  );
}

function UploadProgress({ upload }: { upload: Upload }) {
  if (upload.state === "idle") return null;
  if (upload.state === "failed")
    return (
      <p role="alert" className="font-medium text-red-800">
        {upload.message}
      </p>
    );
  return (
    <div role="status" className="space-y-1">
      <progress
        max={100}
        value={upload.state === "sending" ? upload.percent : undefined}
        className="h-2 w-full accent-teal-700"
        aria-label="Progreso de la subida"
      />
      <p className="text-slate-800">
        {upload.state === "sending" ? `Subiendo la foto… ${upload.percent} %` : "Preparando la foto para la web…"}
      </p>
    </div>
  );
}
