export * from "./components/site-search-form";
export * from "./copy/search-box";
