export * from "./components/image-picker";
export * from "./components/responsive-image";
export * from "./components/use-image-lightbox";
export * from "./domain/responsive-image";
export * from "./domain/picker";
