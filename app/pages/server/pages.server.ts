import { and, desc, eq, sql } from "drizzle-orm";
import { pageDrafts, pageRevisions } from "../../../db/schema";
import { SEED_PAGES } from "../../../db/seed-data/pages";
import { listCourses, readCourses } from "~/courses/index.server";
import type { AppContext } from "~/platform/server/context.server";
import { editablePages, findEditablePage, pageFieldsOf, type SchoolPages } from "~/pages/copy/page-editors";
import { listProjects, readProjects } from "./project-catalog.server";
import { completePageDocument as completeDocument, type PageDocument } from "~/pages/domain/page-documents";
import { PREVIEW_PARAM } from "~/pages/domain/page-preview";
import { type ImageChoice, storedWidths, type UploadedImage, variantUrl, wantsAllImages } from "~/images";
import type { DocumentOfKey } from "~/pages/copy/page-editors";
import { pageKeys } from "~/pages/copy/page-keys";
import { unwrittenMenuEntries } from "~/pages/domain/unwritten-sections";
import type { Staff } from "~/platform/domain/staff";
import { getStaff } from "~/platform/server/auth.server";
import type { Database } from "~/platform/server/db.server";
import { getSiteSettings, readSiteSettings } from "~/platform/server/site-settings.server";
import { listUploads, uploadedImagesIn } from "~/images/index.server";

/**
 * The editable public pages' content. Every publish is a row of `page_revisions`; a
 * page shows its newest. Only this module reads or writes those tables.
 */

/** The projects and courses in use, whose pages are editable. */
export async function listSchoolPages(db: Database): Promise<SchoolPages> {
  // One after the other: the seed calls this inside its transaction, whose one PostgreSQL
  // connection takes one query at a time (node-postgres queues the rest, and its next major
  // version refuses them).
  const courses = await listCourses(db);
  const projects = await listProjects(db);
  const settings = await getSiteSettings(db);
  return { courses, projects, settings };
}

/** The same, from the read cache. */
async function readSchoolPages(context: Pick<AppContext, "db" | "reads">): Promise<SchoolPages> {
  const [courses, projects, settings] = await Promise.all([
    readCourses(context),
    readProjects(context),
    readSiteSettings(context),
  ]);
  return { courses, projects, settings };
}

/**
 * The first content of every editable page that has none yet (a new database, or a page added by a
 * newer version of the site); `first`: a new school's own, the sample's for the rest.
 */
export async function seedPages(db: Database, first: Record<string, PageDocument> = SEED_PAGES): Promise<void> {
  const present = new Set(
    (await db.selectDistinct({ key: pageRevisions.pageKey }).from(pageRevisions)).map((r) => r.key),
  );
  const firstOf = (key: string) => first[key] ?? SEED_PAGES[key];
  const missing = editablePages(await listSchoolPages(db)).filter(
    (page) => !present.has(page.key) && firstOf(page.key),
  );
  if (missing.length === 0) return;
  await db.insert(pageRevisions).values(
    missing.map((page) => ({
      pageKey: page.key,
      version: 1,
      document: firstOf(page.key)!,
      authorId: null,
      authorName: "Contenido inicial",
    })),
  );
}

/** What a page needs to show its pictures: the sizes of the uploads it uses, by URL. */
export type PageImages = Record<string, UploadedImage>;

export async function newestRevision(db: Database, key: string) {
  const [row] = await db
    .select()
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, key))
    .orderBy(desc(pageRevisions.id))
    .limit(1);
  return row ?? null;
}

/** The uploads a document shows (`/subidas/…`), with their sizes for `srcset`, width and height. */
const imagesOf = (db: Database, document: PageDocument): Promise<PageImages> =>
  uploadedImagesIn(db, JSON.stringify(document));

export function fieldsOf(key: string) {
  const fields = pageFieldsOf(key);
  if (!fields) throw new Error(`No existe la página editable ${key}.`);
  return fields;
}

/** A page's published content (kept in memory until the next committed write). */
function readPublished(context: AppContext, key: string): Promise<{ document: PageDocument; images: PageImages }> {
  return context.reads.read(`page:${key}`, 60_000, async () => {
    const row = await newestRevision(context.db, key);
    // A page the seed has not reached (a start that failed half-way) shows its first content.
    const document = completeDocument(fieldsOf(key), row?.document ?? SEED_PAGES[key]);
    return { document, images: await imagesOf(context.db, document) };
  });
}

/** A page's published content straight from the database (the seed's when it has no revision). */
async function publishedDocument<K extends string>(db: Database, key: K): Promise<DocumentOfKey<K>> {
  const row = await newestRevision(db, key);
  return asDocumentOf(key, completeDocument(fieldsOf(key), row?.document ?? SEED_PAGES[key]));
}

/** The menu entries whose pages have nothing written yet (`unwrittenMenuEntries`), from the published pages. */
export async function listUnwrittenMenuEntries(db: Database): Promise<string[]> {
  const [bilingualProject, bilingualResources] = await Promise.all([
    publishedDocument(db, pageKeys.bilingualProject),
    publishedDocument(db, pageKeys.bilingualResources),
  ]);
  return unwrittenMenuEntries({ bilingualProject, bilingualResources });
}

/** The same, for every page's menu (from the read cache). */
export const readUnwrittenMenuEntries = (context: Pick<AppContext, "db" | "reads">) =>
  context.reads.read("menu:unwritten", 60_000, () => listUnwrittenMenuEntries(context.db));

/**
 * A stored document as its page's type. The one place that says so: `completeDocument` has just
 * filled it from that page's fields (a missing or mistyped value takes the field's empty one).
 */
const asDocumentOf = <K extends string>(_key: K, document: PageDocument) => document as DocumentOfKey<K>;

/** Only a role that may edit pages (the admin; /admin/paginas refuses organisers) may see a draft. */
async function mayEditPages(request: Request, context: AppContext) {
  return (await getStaff(request, context))?.role === "admin";
}

/**
 * What a page shows this request: the published content, or, when signed-in staff ask for
 * `?vista-previa=<this page>`, the draft being previewed (that answer is never cached: server/request-handler.ts).
 */
export async function readPage<K extends string>(
  context: AppContext,
  request: Request,
  key: K,
): Promise<{ document: DocumentOfKey<K>; images: PageImages }> {
  // The parameter names the page being previewed: another page's draft on the same screen stays unseen.
  if (new URL(request.url).searchParams.get(PREVIEW_PARAM) === key && (await mayEditPages(request, context))) {
    const [draft] = await context.db.select().from(pageDrafts).where(eq(pageDrafts.pageKey, key));
    if (draft) {
      const document = completeDocument(fieldsOf(key), draft.document);
      return { document: asDocumentOf(key, document), images: await imagesOf(context.db, document) };
    }
  }
  const { document, images } = await readPublished(context, key);
  return { document: asDocumentOf(key, document), images };
}

/** The content the editor starts from: the draft if there is one, else the published page. */
export async function readPageForEditor(db: Database, key: string) {
  const [draft] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageKey, key));
  const published = await newestRevision(db, key);
  const fields = fieldsOf(key);
  return {
    document: completeDocument(fields, draft?.document ?? published?.document ?? SEED_PAGES[key]),
    draft: draft ? { authorName: draft.authorName, updatedAt: draft.updatedAt.toISOString() } : null,
  };
}

/** A page's revisions, newest first (who and when; the documents stay on the server). */
export async function listPageRevisions(db: Database, key: string, limit = 50) {
  const rows = await db
    .select({
      id: pageRevisions.id,
      version: pageRevisions.version,
      authorName: pageRevisions.authorName,
      restoredFrom: pageRevisions.restoredFrom,
      createdAt: pageRevisions.createdAt,
    })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, key))
    .orderBy(desc(pageRevisions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Someone published the page after the editor was opened: the form's changes would silently replace theirs. */
export class PageChangedMeanwhileError extends Error {
  constructor(readonly newest: number) {
    super(`page changed meanwhile (version ${newest})`);
  }
}

/**
 * Publishes a document as the page's newest revision and drops the page's draft; returns its
 * version (the page's own count: 1, 2, 3…). With `basedOn` (the version the editor was opened on),
 * refuses when another version has been published since. Publishes of one page wait for each
 * other (a lock per page), so two never take the same number.
 */
export async function publishPage(
  tx: Database,
  key: string,
  document: PageDocument,
  staff: Pick<Staff, "id" | "name" | "email">,
  { restoredFrom = null, basedOn = null }: { restoredFrom?: number | null; basedOn?: number | null } = {},
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page:${key}`}))`);
  const newest = (await newestRevision(tx, key))?.version ?? 0;
  if (basedOn !== null && newest !== 0 && newest !== basedOn) throw new PageChangedMeanwhileError(newest);
  const [row] = await tx
    .insert(pageRevisions)
    .values({
      pageKey: key,
      version: newest + 1,
      document,
      authorId: staff.id,
      authorName: staff.name || staff.email,
      restoredFrom,
    })
    .returning({ version: pageRevisions.version });
  await tx.delete(pageDrafts).where(eq(pageDrafts.pageKey, key));
  return row!.version;
}

/** Brings an earlier version back as a new one (history is never rewritten); null if the page has no such version. */
export async function restorePageRevision(
  tx: Database,
  key: string,
  version: number,
  staff: Pick<Staff, "id" | "name" | "email">,
) {
  const [old] = await tx
    .select({ document: pageRevisions.document })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageKey, key), eq(pageRevisions.version, version)));
  if (!old) return null;
  return publishPage(tx, key, completeDocument(fieldsOf(key), old.document), staff, { restoredFrom: version });
}

/** Keeps a document as the page's draft, to preview it before publishing. */
export async function savePageDraft(
  tx: Database,
  key: string,
  document: PageDocument,
  staff: Pick<Staff, "name" | "email">,
) {
  await tx
    .insert(pageDrafts)
    .values({ pageKey: key, document, authorName: staff.name || staff.email })
    .onConflictDoUpdate({
      target: pageDrafts.pageKey,
      set: { document, authorName: staff.name || staff.email, updatedAt: sql`now()` },
    });
}

/** Publishes the page's draft; null when there is none. */
export async function publishPageDraft(tx: Database, key: string, staff: Pick<Staff, "id" | "name" | "email">) {
  const [draft] = await tx.select().from(pageDrafts).where(eq(pageDrafts.pageKey, key)).for("update");
  if (!draft) return null;
  return publishPage(tx, key, completeDocument(fieldsOf(key), draft.document), staff);
}

export async function discardPageDraft(tx: Database, key: string): Promise<boolean> {
  return (
    (await tx.delete(pageDrafts).where(eq(pageDrafts.pageKey, key)).returning({ key: pageDrafts.pageKey })).length > 0
  );
}

/** Every editable page's published document, for the link check. */
export async function listPublishedPages(db: Database) {
  const rows = await db
    .selectDistinctOn([pageRevisions.pageKey], { key: pageRevisions.pageKey, document: pageRevisions.document })
    .from(pageRevisions)
    .orderBy(pageRevisions.pageKey, desc(pageRevisions.id));
  const stored = new Map(rows.map((row) => [row.key, row.document]));
  return editablePages(await listSchoolPages(db)).map((page) => ({
    page,
    document: completeDocument(page.fields, stored.get(page.key) ?? SEED_PAGES[page.key]),
  }));
}

/** An editable page by its key (the editor's URL), or undefined. */
export async function readEditablePage(context: Pick<AppContext, "db" | "reads">, key: string) {
  return findEditablePage(key, await readSchoolPages(context));
}

/** The editable pages grouped as the site's menus are, each with its newest revision (when, who) and whether it has a draft. */
export async function listPagesForPanel(db: Database) {
  const summaries = await listPageSummaries(db);
  const groups = new Map<
    string,
    {
      key: string;
      title: string;
      publicPath: string;
      updatedAt: string | null;
      authorName: string | null;
      draft: boolean;
    }[]
  >();
  for (const page of editablePages(await listSchoolPages(db))) {
    const summary = summaries.get(page.key);
    const list = groups.get(page.group) ?? [];
    list.push({
      key: page.key,
      title: page.title,
      publicPath: page.publicPath,
      updatedAt: summary?.createdAt ?? null,
      authorName: summary?.authorName ?? null,
      draft: summary?.draft ?? false,
    });
    groups.set(page.group, list);
  }
  return [...groups].map(([group, pages]) => ({ group, pages }));
}

async function listPageSummaries(db: Database) {
  const [rows, drafts] = await Promise.all([
    db
      .selectDistinctOn([pageRevisions.pageKey], {
        key: pageRevisions.pageKey,
        authorName: pageRevisions.authorName,
        createdAt: pageRevisions.createdAt,
      })
      .from(pageRevisions)
      .orderBy(pageRevisions.pageKey, desc(pageRevisions.id)),
    db.select({ key: pageDrafts.pageKey }).from(pageDrafts),
  ]);
  const withDraft = new Set(drafts.map((d) => d.key));
  return new Map(
    rows.map((row) => [
      row.key,
      { authorName: row.authorName, createdAt: row.createdAt.toISOString(), draft: withDraft.has(row.key) },
    ]),
  );
}

/** The site's own drawings the first content uses (a teacher may go back to one). */
const SITE_DRAWINGS = [
  ...new Set([...JSON.stringify(SEED_PAGES).matchAll(/"(\/img\/[A-Za-z0-9._\-/]+)"/g)].map((m) => m[1]!)),
];

/**
 * The pictures an image field offers: the uploads (newest first), then the site's own drawings;
 * `in` keeps only those that text names (what a page's pickers hold, for their thumbnails).
 */
export async function pageImageChoices(db: Database, { in: text }: { in?: string } = {}): Promise<ImageChoice[]> {
  const drawings = text === undefined ? SITE_DRAWINGS : SITE_DRAWINGS.filter((url) => text.includes(`"${url}"`));
  return [
    ...(await listUploads(db, { in: text })).map((upload) => {
      const widths = storedWidths(upload.variantWidths);
      // The thumbnail is the smallest WebP copy: a picker of 40 photos stays light on a phone.
      return {
        url: upload.url,
        label: `${upload.originalName} (subida)`,
        thumb: widths.length > 0 ? variantUrl(upload.url, Math.min(...widths), "webp") : upload.url,
      };
    }),
    ...drawings.map((url) => ({ url, label: `Dibujo de la web: ${url.split("/").pop()}` })),
  ];
}

/**
 * What an editor's pickers start with: the pictures its data holds, so each shows its
 * own; every picture only when the address asks (without JavaScript: with it, an open picker
 * fetches them from /admin/imagenes/opciones).
 */
export function pickerImages(db: Database, request: Request, shown: unknown): Promise<ImageChoice[]> {
  return wantsAllImages(new URL(request.url).searchParams)
    ? pageImageChoices(db)
    : pageImageChoices(db, { in: JSON.stringify(shown) });
}

/** The page a signed-in teacher is previewing (`?vista-previa=<page>`), for the root's banner; null for everyone else. */
export async function readPreview(
  request: Request,
  context: AppContext,
): Promise<{ key: string; title: string; hasDraft: boolean } | null> {
  const key = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  const page = key ? await readEditablePage(context, key) : undefined;
  if (!page || !(await mayEditPages(request, context))) return null;
  const [draft] = await context.db
    .select({ key: pageDrafts.pageKey })
    .from(pageDrafts)
    .where(eq(pageDrafts.pageKey, page.key));
  return { key: page.key, title: page.title, hasDraft: Boolean(draft) };
}

/**
 * The footer's logos as every page shows them, 48 pixels high: an upload's smallest WebP variant
 * is plenty, chosen here so that the code every page carries needs no image helpers.
 */
export async function readFooterLogos(context: AppContext, request: Request) {
  const { document, images } = await readPage(context, request, pageKeys.footer);
  return document.logos.map(({ image }) => {
    const uploaded = images[image.src];
    const smallest = uploaded?.widths[0];
    return {
      src: smallest ? variantUrl(image.src, smallest, "webp") : image.src,
      alt: image.alt,
      width: uploaded?.width ?? 120,
      height: uploaded?.height ?? 48,
    };
  });
}
