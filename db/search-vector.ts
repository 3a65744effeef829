import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The site's search in one place, shared by the indexes (db/schema.ts) and the queries
 * (app/search/server/search.server.ts): the planner uses an expression index only for the very same
 * expression. Built-in functions only: the same on PGlite and PostgreSQL, no extension to install.
 *
 * Spanish stemming, accents or not. Snowball's Spanish stemmer gives «orientación» and
 * «orientaciones» one stem but «orientacion» (typed without its accent) another; with the accents
 * folded first it is the other way round. So a text is read both ways, and so is a query: each
 * spelling meets the text in one of them.
 */
type Text = AnyPgColumn | SQL;

const ACCENTED = "ÁÉÍÓÚÜáéíóúü";
const PLAIN = "AEIOUUaeiouu";

const foldAccents = (text: Text): SQL => sql`translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

/** A text read as written and with its accents folded. */
const bothWays = (text: Text): SQL => sql`to_tsvector('spanish'::regconfig, ${foldAccents(text)} || ' ' || ${text})`;

/** A title (weight A, ranked first) and a body (weight D) as one search vector. */
export const searchVector = (title: Text, body: Text): SQL =>
  sql`(setweight(${bothWays(title)}, 'A') || setweight(${bothWays(body)}, 'D'))`;

/**
 * A page's document (JSON) as one search vector: every string in it (the JSON's keys are not
 * words of the page), read both ways like a text.
 */
export const documentSearchVector = (document: Text): SQL =>
  bothWays(sql`jsonb_path_query_array(${document}, 'strict $.** ? (@.type() == "string")')::text`);

/**
 * A visitor's words as a query (web search syntax: "una frase", -sin): as typed or accents folded.
 * Never fails, whatever the punctuation.
 */
export const searchQuery = (words: string): SQL =>
  sql`(websearch_to_tsquery('spanish'::regconfig, ${foldAccents(sql`${words}::text`)}) || websearch_to_tsquery('spanish'::regconfig, ${words}::text))`;
