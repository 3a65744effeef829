export * from "./server/uploads.server";
export { doImageWorkInChild, svgToPng } from "./server/image-child.server";
