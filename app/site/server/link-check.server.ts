import type { LinkCheckResult, LinkPlace, SiteLink } from "~/platform/domain/link-checks";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { and, desc, eq, gt } from "drizzle-orm";
import { blogPosts, courseNews, linkChecks, newsItems } from "../../../db/schema";
import { richTextLinks } from "~/platform/domain/text-format";
import { documentLinks } from "~/pages";
import { fieldId } from "~/platform/domain/field-views";
import { isPublicAddress } from "~/platform/domain/network-addresses";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";
import { listPublishedPages } from "~/pages/index.server";
import { getSiteSettings } from "~/platform/server/site-settings.server";

/**
 * 'Comprobar enlaces': every external link and video of the site, fetched from the
 * server a few at a time, each with a time limit and a limited number of redirects, never to a
 * loopback or private address (every hop's address is checked as it is connected to, so a name
 * that resolves to the school's network is refused too). Tests turn `allowPrivateAddresses` on to
 * reach their local server; nothing else does.
 */

import type { LinkCheckOptions } from "~/platform/domain/link-checks";
export type { LinkCheckResult, SiteLink } from "~/platform/domain/link-checks";

const YOUTUBE_OEMBED = "https://www.youtube.com/oembed?format=json&url=https://www.youtube.com/watch?v=";

/** Every external link and video a visitor can follow, grouped by address, each with the pages it is on. */
export async function collectSiteLinks(db: Database): Promise<SiteLink[]> {
  const links = new Map<string, SiteLink>();
  const add = (url: string, label: string, place: LinkPlace) => {
    const link = links.get(url) ?? { url, label, places: [] };
    if (!link.places.some((p) => p.path === place.path && p.page === place.page)) link.places.push(place);
    links.set(url, link);
  };

  const settings = await getSiteSettings(db);
  const footer = { page: "Pie de página (todas las páginas)", path: "/", editPath: "/admin/ajustes" };
  for (const [label, url] of [
    ["Facebook", settings.facebookUrl],
    ["Instagram", settings.instagramUrl],
    ["X", settings.xUrl],
    ["Canal de vídeo", settings.videoChannelUrl],
  ] as const) {
    if (url) add(url, label, footer);
  }

  // The editable pages: each link or video with the editor field that holds it.
  for (const { page, document } of await listPublishedPages(db)) {
    const place = (field: string) => ({
      page: page.title,
      path: page.publicPath.split("?")[0]!,
      editPath: `/admin/paginas/${page.key}#${fieldId(field)}`,
    });
    for (const link of documentLinks(page.fields, document)) {
      if (link.videoId)
        add(
          `${YOUTUBE_OEMBED}${encodeURIComponent(link.videoId)}`,
          `Vídeo de YouTube «${link.videoId}»`,
          place(link.field),
        );
      else add(link.url, link.label, place(link.field));
    }
  }

  for (const item of await db
    .select({ title: newsItems.title, content: newsItems.content })
    .from(newsItems)
    .orderBy(desc(newsItems.date))) {
    for (const { url } of richTextLinks(item.content))
      add(url, url, { page: `Novedades: «${item.title}»`, path: "/novedades", editPath: "/admin/novedades" });
  }
  for (const item of await db
    .select({ title: courseNews.title, course: courseNews.course, content: courseNews.content })
    .from(courseNews)) {
    for (const { url } of richTextLinks(item.content))
      add(url, url, {
        page: `Noticias de ${item.course}: «${item.title}»`,
        path: "/cursos/noticias",
        editPath: "/admin/contenido/noticias-de-curso",
      });
  }
  // Blog posts have links too since the site has one text format.
  for (const post of await db.select({ title: blogPosts.title, content: blogPosts.content }).from(blogPosts)) {
    for (const { url } of richTextLinks(post.content))
      add(url, url, { page: `Blog: «${post.title}»`, path: "/blog", editPath: "/admin/contenido/blog" });
  }
  return [...links.values()];
}

class LinkCheckError extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}

/** The address lookup of every connection: a private or loopback answer is refused before connecting. */
function guardedLookup(allowPrivateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivateAddresses && list.some((a) => !isPublicAddress(a.address))) {
        return callback(Object.assign(new Error("private address"), { code: "EF_PRIVATE_ADDRESS" }), "", 4);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), "", 4);
      callback(null, first.address, first.family);
    });
  };
}

/** One request, without following redirects: its status and where it sends. */
function requestOnce(
  url: URL,
  method: "HEAD" | "GET",
  options: Required<LinkCheckOptions>,
): Promise<{ status: number; location: string | null }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address written as such is never looked up: it is checked here.
  if (isIP(host) && !options.allowPrivateAddresses && !isPublicAddress(host))
    return Promise.reject(new LinkCheckError(PROBLEMS.private));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method,
        lookup: guardedLookup(options.allowPrivateAddresses),
        headers: { "user-agent": "EF-comprobador-de-enlaces/1.0", accept: "text/html,*/*" },
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
        // Only the status matters: the body is not read.
        response.destroy();
      },
    );
    request.setTimeout(options.timeoutMs, () =>
      request.destroy(new LinkCheckError(PROBLEMS.timeout(options.timeoutMs))),
    );
    request.on("error", reject);
    request.end();
  });
}

const PROBLEMS = {
  notHttp: "Solo se comprueban enlaces http o https.",
  private: "Apunta a una dirección local o privada: no se comprueba.",
  timeout: (ms: number) => `No responde en ${ms / 1000} ${ms === 1000 ? "segundo" : "segundos"}.`,
  tooManyRedirects: (n: number) => `Redirige más de ${n} veces.`,
  notFound: "El dominio no existe.",
  refused: "No se pudo conectar con el servidor.",
  unchecked: "No se llegó a comprobar: la comprobación alcanzó su tiempo máximo. Vuelve a comprobar más tarde.",
  status: (status: number) =>
    status === 404 || status === 410
      ? `La página no existe (${status}).`
      : `El servidor responde con un error (${status}).`,
};

/** Checks one link: follows redirects (each hop checked the same way), HEAD first and GET where HEAD is not allowed. */
async function checkOne(link: SiteLink, options: Required<LinkCheckOptions>): Promise<LinkCheckResult> {
  const broken = (problem: string, status: number | null = null): LinkCheckResult => ({
    ...link,
    ok: false,
    status,
    problem,
  });
  let url: URL;
  try {
    url = new URL(link.url);
  } catch {
    return broken(PROBLEMS.notHttp);
  }
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") return broken(PROBLEMS.notHttp);
    let answer: { status: number; location: string | null };
    try {
      answer = await requestOnce(url, "HEAD", options);
      if (answer.status === 405 || answer.status === 501) answer = await requestOnce(url, "GET", options);
    } catch (error) {
      if (error instanceof LinkCheckError) return broken(error.problem);
      const code = (error as { code?: string }).code;
      if (code === "EF_PRIVATE_ADDRESS") return broken(PROBLEMS.private);
      if (code === "ENOTFOUND" || code === "EAI_AGAIN") return broken(PROBLEMS.notFound);
      return broken(PROBLEMS.refused);
    }
    if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
      url = new URL(answer.location, url);
      continue;
    }
    return answer.status >= 200 && answer.status < 400
      ? { ...link, ok: true, status: answer.status, problem: null }
      : broken(PROBLEMS.status(answer.status), answer.status);
  }
  return broken(PROBLEMS.tooManyRedirects(options.maxRedirects));
}

/** Checks the links a few at a time; the results come back in the links' order. */
export async function checkLinks(
  links: readonly SiteLink[],
  options: LinkCheckOptions,
  { deadline = Infinity, onResult }: { deadline?: number; onResult?: (checked: number) => void } = {},
): Promise<LinkCheckResult[]> {
  const settings: Required<LinkCheckOptions> = {
    timeoutMs: 5_000,
    concurrency: 4,
    maxRedirects: 5,
    totalMs: DEFAULT_TOTAL_MS,
    ...options,
  };
  const results: LinkCheckResult[] = new Array(links.length);
  let next = 0;
  let checked = 0;
  const worker = async () => {
    while (next < links.length) {
      const index = next++;
      // Past the check's overall time no new link is started: what is left is said to be unchecked.
      results[index] =
        Date.now() >= deadline
          ? { ...links[index]!, ok: false, status: null, problem: PROBLEMS.unchecked }
          : await checkOne(links[index]!, settings);
      onResult?.(++checked);
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, links.length) }, worker));
  return results;
}

/** How long a whole check may take (each link has its own 5 s too). */
const DEFAULT_TOTAL_MS = 90_000;
/** A 'running' check older than this was cut short (a restart): a new one may start. */
const abandonedAfterMs = (options: LinkCheckOptions) => (options.totalMs ?? DEFAULT_TOTAL_MS) + 60_000;

/** The last check, as the panel shows it (null: never checked). */
export async function getLastLinkCheck(db: Database) {
  const [row] = await db.select().from(linkChecks).orderBy(desc(linkChecks.checkedAt)).limit(1);
  return row ?? null;
}

/**
 * Starts a check: inside the panel's transaction, the row that says it is running, in
 * place of the last one. The links are checked afterwards, in the background (`runLinkCheck`),
 * so no request waits for hundreds of links. Refused while another check is running.
 */
export async function startLinkCheck(db: Database, checkedBy: string, options: LinkCheckOptions): Promise<number> {
  const [running] = await db
    .select({ id: linkChecks.id })
    .from(linkChecks)
    .where(
      and(eq(linkChecks.status, "running"), gt(linkChecks.checkedAt, new Date(Date.now() - abandonedAfterMs(options)))),
    )
    .for("update");
  if (running) throw new Refusal("link-check-running");
  await db.delete(linkChecks);
  const [row] = await db
    .insert(linkChecks)
    .values({ checkedBy, results: [], status: "running" })
    .returning({ id: linkChecks.id });
  return row!.id;
}

/**
 * Checks every link of the site for the started check `id`, saying how far it got as it goes
 * (the panel's page shows it), within the check's overall time; then keeps the results.
 */
export async function runLinkCheck(db: Database, id: number, options: LinkCheckOptions): Promise<void> {
  const deadline = Date.now() + (options.totalMs ?? DEFAULT_TOTAL_MS);
  let results: LinkCheckResult[] = [];
  try {
    const links = await collectSiteLinks(db);
    await db.update(linkChecks).set({ total: links.length }).where(eq(linkChecks.id, id));
    let saved = 0;
    let saving: Promise<unknown> = Promise.resolve();
    results = await checkLinks(links, options, {
      deadline,
      onResult(checked) {
        // The count is written every few links, one write at a time.
        if (checked - saved < 5) return;
        saved = checked;
        saving = saving.then(() => db.update(linkChecks).set({ checked }).where(eq(linkChecks.id, id))).catch(() => {});
      },
    });
    await saving;
  } finally {
    await db
      .update(linkChecks)
      .set({ status: "done", results, checked: results.length, finishedAt: new Date() })
      .where(eq(linkChecks.id, id));
  }
}
