export { searchSite } from "./server/search.server";
