import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { uploads } from "../../db/schema";
import { detectImage, imageSize } from "~/domain/image-type";
import { AdminActionError } from "./admin-action.server";
import type { Database } from "./db.server";

const UPLOADS_URL = "/subidas";

/**
 * Stores an image the teacher uploaded: the type is read from its bytes (PNG, JPEG, WebP, GIF; no
 * SVG, which could carry scripts), the size is capped, and the file is named by its content's
 * hash, so the same image twice is one file and its URL can be cached forever. Written to a
 * temporary name and renamed, so a half-written file is never served.
 */
export async function storeUpload(db: Database, file: File, { dir, maxBytes }: { dir: string; maxBytes: number }, uploadedBy: string) {
  if (file.size === 0) throw new AdminActionError("Elige una imagen.", 400);
  if (file.size > maxBytes) throw new AdminActionError(`La imagen no puede superar ${Math.floor(maxBytes / 1024 / 1024)} MB.`, 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectImage(bytes);
  if (!kind) throw new AdminActionError("Solo se admiten imágenes PNG, JPEG, WebP o GIF.", 415);
  const size = imageSize(bytes, kind);
  const fileName = `${createHash("sha256").update(bytes).digest("hex").slice(0, 24)}.${kind.extension}`;
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, fileName);
  const temporary = path.join(dir, `.${randomUUID()}.part`);
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, target);
  const originalName = [...(file.name || "imagen")].filter((c) => c.charCodeAt(0) >= 32).join("").slice(0, 200);
  await db
    .insert(uploads)
    .values({ fileName, originalName, contentType: kind.contentType, bytes: bytes.length, width: size?.width ?? null, height: size?.height ?? null, uploadedBy })
    .onConflictDoNothing();
  return { url: `${UPLOADS_URL}/${fileName}`, fileName, originalName };
}

export async function listUploads(db: Database) {
  const rows = await db.select().from(uploads).orderBy(desc(uploads.createdAt), desc(uploads.id)).limit(300);
  return rows.map((r) => ({ ...r, url: `${UPLOADS_URL}/${r.fileName}`, createdAt: r.createdAt.toISOString() }));
}

/** Removes the record and the file (a page still pointing at it then shows its alt text). */
export async function deleteUpload(db: Database, id: number, dir: string) {
  const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning({ fileName: uploads.fileName });
  if (!row) return null;
  await fs.rm(path.join(dir, path.basename(row.fileName)), { force: true });
  return row;
}
