export { convertLegacyTexts } from "./server/legacy-texts.server";
export {
  seedPages,
  listUnwrittenMenuEntries,
  readPage,
  readPageForEditor,
  listPageRevisions,
  publishPage,
  restorePageRevision,
  savePageDraft,
  publishPageDraft,
  discardPageDraft,
  listPublishedPages,
  readEditablePage,
  listPagesForPanel,
  pageImageChoices,
  pickerImages,
  readPreview,
  readFooterLogos,
  readUnwrittenMenuEntries,
  PageChangedMeanwhileError,
} from "./server/pages.server";
export { renameHubInPage, startCoursePage, startProjectPage } from "./server/page-starts.server";
export {
  listProjects,
  readProjects,
  listAllProjects,
  findRetiredProject,
  listSignupProjectTitles,
  addProject,
  updateProject,
  setProjectRetired,
  moveProject,
  projectTaken,
} from "./server/project-catalog.server";
export { listProjectClassScores } from "./server/projects.server";
