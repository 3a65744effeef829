import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/year";
import { ARCHIVE_COPY as copy, championsOf } from "~/archive";
import { documentTitle } from "~/platform/copy/pages";
import { formatMadridDate } from "~/platform/domain/madrid-time";
import { formatSpanishDate } from "~/news";

import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { getPublicYearArchive } from "~/archive/index.server";
import { RichTextBlocks } from "~/platform/components/rich-text";
import { withShareTags } from "~/platform/lib/share-meta";

/** The same page for every visitor (a closed year never changes): the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const archive = await getPublicYearArchive(context.db, params.curso);
  if (!archive) throw data(null, { status: 404 });
  const champions = new Map(championsOf(archive).map((c) => [c.slug, c.champion]));
  return {
    year: archive.year,
    closedAt: archive.closedAt,
    competitions: archive.competitions.map(({ competition }) => ({
      slug: competition.slug,
      name: competition.name,
      champion: champions.get(competition.slug) ?? null,
    })),
    league: archive.league,
    achievements: archive.achievements,
    courseNews: archive.courseNews,
    newsItems: archive.newsItems,
    blogPosts: archive.blogPosts,
  };
}

export function meta({ data: year, matches, location }: Route.MetaArgs) {
  const title = year ? copy.yearTitle(year.year) : copy.title;
  return withShareTags({ matches, location }, [
    { title: documentTitle(`${title} · ${copy.title}`) },
    { name: "description", content: copy.intro },
  ]);
}

export default function ArchivedYear({ loaderData }: Route.ComponentProps) {
  const { year, closedAt, competitions, league, achievements, courseNews, newsItems, blogPosts } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <Link
        to="/archivo"
        className="inline-flex items-center gap-1 text-sm font-semibold text-teal-900 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <h1 className="mt-4 text-4xl font-extrabold text-slate-900">{copy.yearTitle(year)}</h1>
      <p className="mt-2 text-slate-700">{copy.closedOn(formatMadridDate(new Date(closedAt)))}</p>

      <div className="mt-10 space-y-10">
        <ArchiveSection id="competiciones" title={copy.sections.competitions} empty={competitions.length === 0}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {competitions.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/archivo/${year}/campeonatos/${c.slug}`}
                  className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-teal-700"
                >
                  <span className="block font-semibold text-slate-900">{c.name}</span>
                  <span className="block text-sm text-slate-700">
                    {c.champion ? copy.champion(c.champion) : copy.noChampion}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ArchiveSection>

        <ArchiveSection id="liga" title={copy.sections.league} empty={league.length === 0}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {league.map((team) => (
              <li key={`${team.sport}-${team.name}`} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">
                  {team.name} · <span className="font-normal">{team.sport}</span>
                </p>
                <p className="text-sm text-slate-700">{copy.captain(team.captain)}</p>
                <p className="text-sm text-slate-700">
                  {copy.members}: {team.members.join(", ")}
                </p>
              </li>
            ))}
          </ul>
        </ArchiveSection>

        <ArchiveSection id="logros" title={copy.sections.achievements} empty={achievements.length === 0}>
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {achievements.map((a, i) => (
              <li key={i}>
                {a.className ?? a.course}: {a.title}
              </li>
            ))}
          </ul>
        </ArchiveSection>

        <ArchiveSection id="noticias-de-curso" title={copy.sections.courseNews} empty={courseNews.length === 0}>
          {courseNews.map((item, i) => (
            <ArchivedEntry
              key={i}
              title={item.title}
              meta={`${item.course} · ${formatMadridDate(new Date(item.createdAt))}`}
            >
              <div className="news-content space-y-2">
                <RichTextBlocks text={item.content} />
              </div>
            </ArchivedEntry>
          ))}
        </ArchiveSection>

        <ArchiveSection id="novedades" title={copy.sections.news} empty={newsItems.length === 0}>
          {newsItems.map((item, i) => (
            <ArchivedEntry key={i} title={item.title} meta={formatSpanishDate(item.date)}>
              <div className="news-content space-y-2">
                <RichTextBlocks text={item.content} />
              </div>
            </ArchivedEntry>
          ))}
        </ArchiveSection>

        <ArchiveSection id="blog" title={copy.sections.blog} empty={blogPosts.length === 0}>
          {blogPosts.map((post, i) => (
            <ArchivedEntry
              key={i}
              title={post.title}
              meta={[post.category, post.author, formatMadridDate(new Date(post.createdAt))]
                .filter(Boolean)
                .join(" · ")}
            >
              <div className="news-content space-y-2">
                <RichTextBlocks text={post.content} />
              </div>
            </ArchivedEntry>
          ))}
        </ArchiveSection>
        <p className="text-sm text-slate-700">{copy.gatedNote}</p>
      </div>
    </div>
  );
}

function ArchiveSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`archivo-${id}`}>
      <h2 id={`archivo-${id}`} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {empty ? <p className="text-slate-700">{copy.nothing}</p> : <div className="space-y-3">{children}</div>}
    </section>
  );
}

/** A news item or post, folded: its title and date; opened, its text (HTML sanitised when it was stored). */
function ArchivedEntry({ title, meta, children }: { title: string; meta: string; children: ReactNode }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-700">· {meta}</span>
      </summary>
      <div className="mt-3 space-y-2 text-slate-800">{children}</div>
    </details>
  );
}
