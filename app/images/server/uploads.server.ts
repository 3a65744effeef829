import type { ReceivedFile } from "~/platform/server/context.server";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { type AnyColumn, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { uploads } from "../../../db/schema";
import { detectImage } from "~/images/domain/image-type";
import { storedWidths, type UploadedImage, variantUrl } from "~/images/domain/responsive-image";
import { processUploadedImage } from "./image-child.server";
import { ImageProcessingError } from "./image-variants.server";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";

const UPLOADS_URL = "/subidas";

/**
 * Makes an image the teacher uploaded ready to store: the type is read from its bytes (PNG, JPEG,
 * WebP, GIF; no SVG, which could carry scripts), the size is capped, and it is made fit for phones
 * (upright, without metadata such as a photo's GPS position, no wider than the largest
 * size, and AVIF and WebP copies at each width the pages use; image-variants.server.ts), and its
 * files are written. Files are named by the upload's content hash, so the same image twice is one
 * file and its URLs can be cached forever; each is written to a temporary name and renamed, so a
 * half-written file is never served. Seconds of work: run it before the write's transaction, then
 * `recordUpload` inside it (a file whose row is never written is harmless: nothing names it).
 */
export async function prepareUpload(file: File | ReceivedFile, { dir, maxBytes }: { dir: string; maxBytes: number }) {
  if (file.size === 0) throw new Refusal("image-empty", { field: "file" });
  if (file.size > maxBytes || ("truncated" in file && file.truncated))
    throw new Refusal("image-too-large", { field: "file", params: { megabytes: Math.floor(maxBytes / 1024 / 1024) } });
  // One upload at a time is read whole here (the server caps how many run at once).
  const bytes =
    file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(await fs.readFile(file.path));
  const kind = detectImage(bytes);
  if (!kind) throw new Refusal("image-type", { field: "file" });
  let image: Awaited<ReturnType<typeof processUploadedImage>>;
  try {
    image = await processUploadedImage(bytes, kind.extension);
  } catch (error) {
    if (error instanceof ImageProcessingError)
      throw new Refusal("image-unreadable", { field: "file", params: { reason: error.message } });
    throw error;
  }
  const name = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  const fileName = `${name}.${kind.extension}`;
  await fs.mkdir(dir, { recursive: true });
  const write = async (target: string, data: Uint8Array) => {
    const temporary = path.join(dir, `.${randomUUID()}.part`);
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, path.join(dir, target));
  };
  for (const variant of image.variants) {
    await write(`${name}-${variant.width}.avif`, variant.avif);
    await write(`${name}-${variant.width}.webp`, variant.webp);
  }
  // The page's own file last: once it is there, every variant it names is too.
  await write(fileName, image.main);
  const originalName = [...(file.name || "imagen")]
    .filter((c) => c.charCodeAt(0) >= 32)
    .join("")
    .slice(0, 200);
  return {
    fileName,
    originalName,
    contentType: kind.contentType,
    bytes: image.main.length,
    width: image.width || null,
    height: image.height || null,
    variantWidths: image.variants.length > 0 ? image.variants.map((v) => v.width) : null,
  };
}

/** The URL of a stored upload's file. */
export const uploadUrlOf = (fileName: string) => `${UPLOADS_URL}/${fileName}`;

/**
 * The row of an upload `prepareUpload` has written; returns its URL. The same picture again (its
 * name is its content's hash) is refused: a second tap on «Subir» would otherwise look like a new
 * photo and be none.
 */
export async function recordUpload(
  db: Database,
  prepared: Awaited<ReturnType<typeof prepareUpload>>,
  uploadedBy: string,
) {
  const inserted = await db
    .insert(uploads)
    .values({ ...prepared, uploadedBy })
    .onConflictDoNothing()
    .returning({ id: uploads.id });
  if (inserted.length === 0) throw new Refusal("image-duplicate", { field: "file" });
  return {
    url: `${UPLOADS_URL}/${prepared.fileName}`,
    fileName: prepared.fileName,
    originalName: prepared.originalName,
  };
}

/**
 * Joins an image URL column to the upload it names, for the page's `<picture>`: its width, height
 * and variant widths (nulls when the URL is not an upload).
 */
export const uploadOf = (imageUrl: SQL | AnyColumn) =>
  sql`${uploads.fileName} = substring(${imageUrl} from '^${sql.raw(UPLOADS_URL)}/([^/]+)$')`;

/** The page's view of a joined upload: null when the URL is not an upload or its size is not known. */
export function uploadedImage(
  row: { width: number | null; height: number | null; variantWidths: number[] | null } | null,
): UploadedImage | null {
  if (!row || !row.width || !row.height) return null;
  return { width: row.width, height: row.height, widths: storedWidths(row.variantWidths) };
}

/**
 * The uploads among the image URLs a text holds (a page's document as JSON), by URL, with their
 * sizes for `srcset`, width and height; a URL that is not an upload is left out.
 */
export async function uploadedImagesIn(db: Database, text: string): Promise<Record<string, UploadedImage>> {
  const names = uploadNamesIn(text);
  if (names.length === 0) return {};
  const rows = await db
    .select({
      fileName: uploads.fileName,
      width: uploads.width,
      height: uploads.height,
      variantWidths: uploads.variantWidths,
    })
    .from(uploads)
    .where(inArray(uploads.fileName, names));
  const images: Record<string, UploadedImage> = {};
  for (const row of rows) {
    const image = uploadedImage(row);
    if (image) images[`${UPLOADS_URL}/${row.fileName}`] = image;
  }
  return images;
}

/** The file names of the uploads a text names as `"/subidas/<name>"` (a document or a loader's data as JSON). */
const uploadNamesIn = (text: string) => [
  ...new Set([...text.matchAll(new RegExp(`"${UPLOADS_URL}/([A-Za-z0-9._-]+)"`, "g"))].map((m) => m[1]!)),
];

/** The library, newest first; `in` keeps only the uploads that text names. */
export async function listUploads(
  db: Database,
  { limit = 300, offset = 0, in: text }: { limit?: number; offset?: number; in?: string } = {},
) {
  const names = text === undefined ? null : uploadNamesIn(text);
  if (names?.length === 0) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(names ? inArray(uploads.fileName, names) : undefined)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, url: `${UPLOADS_URL}/${r.fileName}`, createdAt: r.createdAt.toISOString() }));
}

/** How many pictures the library holds (its page shows them a page at a time). */
export async function countUploads(db: Database): Promise<number> {
  return db.$count(uploads);
}

/** Removes the record and its files (a page still pointing at it then shows its alt text). */
export async function deleteUpload(db: Database, id: number, dir: string) {
  const [row] = await db
    .delete(uploads)
    .where(eq(uploads.id, id))
    .returning({ fileName: uploads.fileName, variantWidths: uploads.variantWidths });
  if (!row) return null;
  const fileName = path.basename(row.fileName);
  const src = `${UPLOADS_URL}/${fileName}`;
  const variants = storedWidths(row.variantWidths).flatMap((w) =>
    [variantUrl(src, w, "avif"), variantUrl(src, w, "webp")].map((url) => path.basename(url)),
  );
  await Promise.all([fileName, ...variants].map((f) => fs.rm(path.join(dir, f), { force: true })));
  return row;
}
