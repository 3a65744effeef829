/** The converter of the HTML the site once stored, loaded only when there is some to convert (its parser is large). */
export const loadHtmlToRichText = () => import("./server/html-to-rich-text.server").then((m) => m.htmlToRichText);
export {
  seedPages,
  listUnwrittenMenuEntries,
  readPage,
  listPublishedPages,
  listPagesForPanel,
  pageImageChoices,
  pickerImages,
  readPreview,
  readFooterLogos,
  readUnwrittenMenuEntries,
} from "./server/pages.server";
export { renameHubInPage, startCoursePage } from "./server/page-starts.server";
export {
  listProjects,
  readProjects,
  listAllProjects,
  findRetiredProject,
  listSignupProjectTitles,
} from "./server/project-catalog.server";
export { listProjectClassScores } from "./server/projects.server";
export { answerPageListEdit, loadPageEditor, editablePageOr404, pageEditorIntents } from "./server/page-editor.server";
export { projectCatalogIntents } from "./server/project-catalog-editor.server";
