export { ImagePicker } from "./components/image-picker";
export { ResponsiveImage } from "./components/responsive-image";
export { useImageLightbox } from "./components/use-image-lightbox";
export { variantUrl, type UploadedImage, storedWidths } from "./domain/responsive-image";
export { type ImageChoice, wantsAllImages } from "./domain/picker";
export { IMAGE_LIBRARY_COPY } from "./copy/image-library";
