export {
  uploadedImage,
  uploadedImagesIn,
  listUploads,
  countUploads,
  deleteUpload,
  uploadOf,
} from "./server/uploads.server";
export { serveImageWork, doImageWorkInChild, IMAGE_WORK_FLAG, svgToPng } from "./server/image-child.server";
export { preparedImageOf, uploadIntent } from "./server/image-upload.server";
