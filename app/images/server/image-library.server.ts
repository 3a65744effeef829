import type sharp from "sharp";

/**
 * The image library, loaded with the first image to work on, not at start, and set up for a
 * process that keeps running: no cache of decoded images and files (each picture is read once and
 * written once). It runs in the image child (./image-child.server.ts) where the server has one.
 */
let library: Promise<typeof sharp> | undefined;
export function imageLibrary(): Promise<typeof sharp> {
  library ??= import("sharp").then(({ default: loaded }) => {
    loaded.cache(false);
    return loaded;
  });
  return library;
}
