import type { Route } from "./+types/novedades.rss";
import { appContext } from "~/platform/server/context.server";
import { NEWS_COPY } from "~/news";
import { richTextToPlain } from "~/platform/domain/text-format";
import { listNews } from "~/news/index.server";
import { rssResponse } from "~/site/index.server";

/** RSS 2.0 feed of the news board (linked from the page head). */
export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const { origin } = context.publicAddress;
  const news = await listNews(context.db);
  return rssResponse(
    { title: NEWS_COPY.rssTitle, link: `${origin}/novedades`, description: NEWS_COPY.lead },
    news.map((item) => {
      const link = `${origin}/novedades?noticia=${item.id}`;
      const [y, m, d] = item.date.split("-").map(Number);
      return {
        title: item.title,
        link,
        guid: link,
        permaLink: true,
        pubDate: new Date(Date.UTC(y!, m! - 1, d!, 9)),
        categories: item.tags,
        description: richTextToPlain(item.content),
      };
    }),
  );
}
