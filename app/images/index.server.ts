export * from "./server/uploads.server";
export { doImageWorkInChild, IMAGE_WORK_FLAG, serveImageWork, svgToPng } from "./server/image-child.server";
