export { uploadedImage, uploadedImagesIn, listUploads, countUploads, uploadOf } from "./server/uploads.server";
export { serveImageWork, doImageWorkInChild, IMAGE_WORK_FLAG, svgToPng } from "./server/image-child.server";
export { preparedImageOf, uploadIntent } from "./server/image-upload.server";
export { imageLibraryIntents } from "./server/image-library-intents.server";
