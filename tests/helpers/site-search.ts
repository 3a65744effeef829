import { searchSite } from "../../app/search/index.server";
import { pathsOutOfMenu } from "../../app/site/index.server";
import type { Database } from "../../app/platform/server/db.server";
import { testContext } from "./app-context";

/** The search as /buscar runs it: without the pages out of the site's menu (read afresh for each search). */
export const searchAsThePageDoes = async (db: Database, query: string) =>
  searchSite(db, query, await pathsOutOfMenu(testContext(db)));
