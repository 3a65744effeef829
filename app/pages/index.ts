export * from "./components/content-image";
export * from "./copy/page-editors";
export * from "./copy/page-keys";
export * from "./domain/page-documents";
export * from "./copy/projects";
export * from "./domain/projects";
export { isPreviewUrl } from "./domain/page-preview";
