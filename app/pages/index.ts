export { ContentImage } from "./components/content-image";
export { editablePages, type MantecupDocument } from "./copy/page-editors";
export { pageKeys } from "./copy/page-keys";
export { documentLinks } from "./domain/page-documents";
export { RETIRED_PROJECT_COPY } from "./copy/projects";
export {
  PROJECT_ICONS,
  PROJECT_THEMES,
  type Project,
  projectPath,
  PROJECT_ICON_OPTIONS,
  PROJECT_THEME_OPTIONS,
} from "./domain/projects";
export { isPreviewUrl } from "./domain/page-preview";
export { PageEditorFields } from "./components/page-editor-fields";
export { projectSchema, newProjectSchema } from "./domain/project-forms";
export { isBilingualProjectWritten, isBilingualResourcesWritten } from "./domain/unwritten-sections";
export { BILINGUAL_RESOURCES_LABELS, BILINGUAL_PROJECT_LABELS } from "./copy/bilingual";
export { FruitMeter } from "./components/fruit-meter";
export { ProjectHero } from "./components/project-hero";
export { ProjectSectionCard } from "./components/project-section-card";
export { XacobeoBlock } from "./components/xacobeo-block";
export { PROJECT_BLOCK_LABELS } from "./copy/project-blocks";
export { projectSignupSchema } from "./domain/public-forms";
export { rankXacobeoClasses } from "./domain/xacobeo";
export { ProjectSignupFormOnDemand } from "./components/project-signup-form-on-demand";
export { ProjectGalleryOnDemand } from "./components/project-gallery-on-demand";
export { PageDraftPanel } from "./components/page-draft-panel";
export { PageEditorForm } from "./components/page-editor-form";
export { PageRevisionsPanel } from "./components/page-revisions-panel";
