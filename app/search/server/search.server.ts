import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { blogPosts, competitions, courseNews, newsItems, pageRevisions, tournamentTeams } from "../../../db/schema";
import { searchQuery, searchVector } from "../../../db/search-vector";
import { editablePages } from "~/pages";
import { listProjects } from "~/pages/index.server";
import { pageKeys } from "~/pages";
import { blogPostPath } from "~/blog";
import {
  COMPETITION_CATEGORIES,
  competitionPath,
  type CompetitionCategory,
  teamViewPath,
  type Tournament,
} from "~/competitions";
import { listCourses } from "~/courses/index.server";
import { madridDayOf } from "~/platform/domain/madrid-time";
import {
  HEADLINE_START,
  HEADLINE_STOP,
  orderSearchHits,
  parseHeadline,
  type SearchHit,
  type SearchKind,
} from "~/search/domain/search";
import { z } from "~/platform/domain/zod";
import type { Database } from "~/platform/server/db.server";
import { getSiteSettings } from "~/platform/server/site-settings.server";
import { isHiddenFromMenu } from "~/platform/copy/navigation";
import { siteAddresses, tournamentTitle } from "~/platform/domain/site-settings";

/**
 * The site's search: PostgreSQL's full-text search in Spanish, the same on PGlite and
 * PostgreSQL (db/search-vector.ts). Only what any visitor may read is searched: the published
 * pages and projects, the competitions and their teams (as their pages show them), news, blog posts
 * and course news. Never a draft, comments, league enrolments, the ranking or the group progress
 * (pupils' names and gated data).
 */

/** How many results a search shows at most. */
export const SEARCH_RESULTS_MAX = 20;

/** A timestamp as an ISO instant (the same text from PGlite and node-postgres). */
const isoInstant = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// ts_headline's options: the matched words between control characters (app/search/domain/search.ts), two short fragments.
const HEADLINE_OPTIONS = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxWords=24, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
// The title whole, its matched words marked too.
const TITLE_OPTIONS = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, HighlightAll=true`;

/** The teacher's text format without its marks, for the snippet: links keep their words, bold and list marks go. */
const plainText = (text: SQL) =>
  sql`regexp_replace(regexp_replace(regexp_replace(${text}, '\\[([^]]*)\\]\\([^)]*\\)', '\\1', 'g'), '\\*\\*', '', 'g'), '^[ \\t]*(-|\\d+\\.)[ \\t]+', '', 'gn')`;

// What each search statement answers, checked as it arrives (raw SQL has no row type).
const foundRows = z.object({
  rows: z.array(
    z.object({
      ref: z.coerce.string(),
      title: z.string(),
      day: z.string().nullable(),
      headline: z.string(),
      marked_title: z.string(),
      rank: z.coerce.number(),
    }),
  ),
});
const checkRows = z.object({ rows: z.array(z.object({ searchable: z.boolean() })) });
type Row = z.infer<typeof foundRows>["rows"][number];

/**
 * Every match, best first (at most SEARCH_RESULTS_MAX). A query with no word to search (empty,
 * or only words like «de» or «la») finds nothing. `hidden`: the addresses out of the site's menu
 * (the site's `pathsOutOfMenu`), whose pages are not offered: search offers what the site offers.
 */
export async function searchSite(db: Database, query: string, hidden: readonly string[]): Promise<SearchHit[]> {
  if (!query.trim()) return [];
  const tsQuery = searchQuery(query);
  const [words] = checkRows.parse(await db.execute(sql`select numnode(${tsQuery}) > 0 as searchable`)).rows;
  if (!words?.searchable) return [];

  // The hubs' names and addresses are the teacher's.
  const settings = await getSiteSettings(db);
  const hubs = siteAddresses(settings);
  const tournamentNames: Record<Tournament, string> = {
    torneo: tournamentTitle(settings.tournamentName),
    liga: settings.leagueName,
  };
  const ranked = (vector: SQL) => sql`ts_rank(${vector}, ${tsQuery}, 1)`;
  const headline = (body: SQL) => sql`ts_headline('spanish'::regconfig, ${body}, ${tsQuery}, ${HEADLINE_OPTIONS})`;
  const markedTitle = sql`ts_headline('spanish'::regconfig, title, ${tsQuery}, ${TITLE_OPTIONS})`;
  const run = async (kind: SearchKind, statement: SQL, path: (row: Row) => string): Promise<SearchHit[]> => {
    const { rows } = foundRows.parse(await db.execute(statement));
    return rows.map((row) => ({
      kind,
      title: row.title,
      titleParts: parseHeadline(row.marked_title),
      path: path(row),
      date: row.day === null ? null : row.day.length === 10 ? row.day : madridDayOf(new Date(row.day)),
      snippet: parseHeadline(row.headline),
      rank: Number(row.rank),
    }));
  };
  // The expensive headline only for the best few of each kind.
  const best = (inner: SQL, body: SQL) =>
    sql`select ref, title, day, ${headline(body)} as headline, ${markedTitle} as marked_title, rank from (${inner}) found order by rank desc limit ${SEARCH_RESULTS_MAX}`;

  const news = run(
    "noticia",
    best(
      sql`select ${newsItems.id}::text as ref, ${newsItems.title} as title, ${newsItems.date} as day, ${newsItems.content} as body, ${ranked(sql`${newsItems.search}`)} as rank from ${newsItems} where ${newsItems.search} @@ ${tsQuery}`,
      plainText(sql`body`),
    ),
    (row) => `/novedades?noticia=${row.ref}`,
  );
  const posts = run(
    "blog",
    best(
      sql`select ${blogPosts.id}::text as ref, ${blogPosts.title} as title, ${isoInstant(blogPosts.createdAt)} as day, ${blogPosts.content} as body, ${ranked(sql`${blogPosts.search}`)} as rank from ${blogPosts} where ${blogPosts.search} @@ ${tsQuery}`,
      plainText(sql`body`),
    ),
    (row) => blogPostPath({ id: Number(row.ref), title: row.title }),
  );
  const courses = await listCourses(db);
  const courseSlug = new Map<string, string>(courses.map((c) => [c.label, c.slug]));
  const course = run(
    "curso",
    best(
      sql`select ${courseNews.course} || ':' || ${courseNews.id} as ref, ${courseNews.title} as title, ${isoInstant(courseNews.createdAt)} as day, ${courseNews.content} as body, ${ranked(sql`${courseNews.search}`)} as rank from ${courseNews} where ${courseNews.search} @@ ${tsQuery}`,
      plainText(sql`body`),
    ),
    (row) => {
      const [label, id] = row.ref.split(":");
      return `/cursos/noticias?curso=${courseSlug.get(label ?? "") ?? ""}#noticia-${id}`;
    },
  );

  // The published pages: each page's newest revision, its words without addresses or picture paths.
  // Not the pages the teacher took out of the menu: search offers what the site offers.
  const projects = await listProjects(db);
  const searchablePages = editablePages({ courses, projects, settings }).filter(
    (page) =>
      page.key !== pageKeys.footer &&
      page.key !== pageKeys.courseZone &&
      !isHiddenFromMenu(page.publicPath.split("?")[0]!, hidden),
  );
  const pageList = sql.join(
    searchablePages.map((page) => sql`(${page.key}, ${page.title})`),
    sql`, `,
  );
  // The words of the page for its snippet (only for the pages found): its strings, less addresses and picture paths.
  // `{profe}` reads as the teacher's name, as on the page.
  const pageWords = sql`replace(coalesce((select string_agg(value #>> '{}', ' ') from jsonb_path_query(found.document, 'strict $.** ? (@.type() == "string")') as value where value #>> '{}' !~ '^(https?://|/|#)'), ''), '{profe}', ${settings.teacherName}::text)`;
  const pageRows = db
    .execute(
      sql`select ref, title, null as day, ${headline(pageWords)} as headline, ${markedTitle} as marked_title, rank from (
        select listed.key as ref, listed.title, newest.document, ${ranked(sql`newest.search`)} as rank
        from (values ${pageList}) as listed(key, title)
        join lateral (select ${pageRevisions.document} as document, ${pageRevisions.search} as search from ${pageRevisions} where ${pageRevisions.pageKey} = listed.key order by ${pageRevisions.id} desc limit 1) newest on true
        where newest.search @@ ${tsQuery}
      ) found order by rank desc limit ${SEARCH_RESULTS_MAX}`,
    )
    .then((result) =>
      foundRows.parse(result).rows.map((row): SearchHit => {
        const page = searchablePages.find((p) => p.key === row.ref);
        return {
          kind: page?.group === "Nuestros Proyectos" ? "proyecto" : "pagina",
          title: row.title,
          titleParts: parseHeadline(row.marked_title),
          path: page?.publicPath ?? "/",
          date: null,
          snippet: parseHeadline(row.headline),
          rank: Number(row.rank),
        };
      }),
    );

  // The competitions: a name, its category and its tournament (never its teams: pupils' names).
  const competitionRows = await db
    .select({
      slug: competitions.slug,
      name: competitions.name,
      category: competitions.category,
      tournament: competitions.tournament,
    })
    .from(competitions);
  const competitionBody = (c: { category: CompetitionCategory | null; tournament: Tournament }) =>
    [tournamentNames[c.tournament], c.category ? COMPETITION_CATEGORIES[c.category] : null].filter(Boolean).join(" · ");
  const competitionHits = competitionRows.length
    ? run(
        "campeonato",
        best(
          sql`select listed.slug as ref, listed.name as title, null as day, listed.body, ${ranked(searchVector(sql`listed.name`, sql`listed.body`))} as rank
            from (values ${sql.join(
              competitionRows.map((c) => sql`(${c.slug}, ${c.name}, ${competitionBody(c)})`),
              sql`, `,
            )}) as listed(slug, name, body)
            where ${searchVector(sql`listed.name`, sql`listed.body`)} @@ ${tsQuery}`,
          sql`body`,
        ),
        (row) => {
          const found = competitionRows.find((c) => c.slug === row.ref);
          return found ? competitionPath(found, hubs) : hubs.tournament;
        },
      )
    : Promise.resolve([]);

  // Families search for their child's team. A competition's teams are on its public page
  // already; each result opens the team's own view (`?equipo=`). League enrolments are not here: their
  // lists carry pupils' names until the teacher approves them.
  const teams = run(
    "equipo",
    best(
      sql`select ${tournamentTeams.id}::text || ':' || ${competitions.slug} as ref, ${tournamentTeams.name} as title, null as day, ${competitions.name} as body,
          ${ranked(searchVector(sql`${tournamentTeams.name}`, sql`${competitions.name}`))} as rank
        from ${tournamentTeams} join ${competitions} on ${competitions.slug} = ${tournamentTeams.competitionSlug}
        where ${searchVector(sql`${tournamentTeams.name}`, sql`${competitions.name}`)} @@ ${tsQuery}`,
      sql`body`,
    ),
    (row) => {
      const [id, slug] = row.ref.split(":");
      const found = competitionRows.find((c) => c.slug === slug);
      return found ? teamViewPath(found, hubs, id!) : hubs.tournament;
    },
  );

  const hits = (await Promise.all([pageRows, news, posts, course, competitionHits, teams]))
    .flat()
    .filter((hit) => !isHiddenFromMenu(hit.path.split(/[?#]/)[0]!, hidden));
  return orderSearchHits(hits).slice(0, SEARCH_RESULTS_MAX);
}
