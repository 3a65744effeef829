export { SiteSearchForm } from "./components/site-search-form";
export { SEARCH_BOX_COPY } from "./copy/search-box";
export { SEARCH_COPY, SEARCH_KIND_LABELS } from "./copy/search";
export { normaliseSearchQuery, type SearchHit } from "./domain/search";
