import { describe, expect, it } from "vitest";
import { allImagesHref, wantsAllImages } from "./picker";

describe("the picker's every-picture address", () => {
  it("keeps the page's other parameters and asks for every picture", () => {
    const href = allImagesHref("?pagina=2&estado=nuevo");
    expect(href).toBe("?pagina=2&estado=nuevo&imagenes=todas");
    expect(wantsAllImages(new URLSearchParams(href))).toBe(true);
  });

  it("is asked only by that exact value", () => {
    expect(wantsAllImages(new URLSearchParams(""))).toBe(false);
    expect(wantsAllImages(new URLSearchParams("imagenes=1"))).toBe(false);
    expect(allImagesHref("")).toBe("?imagenes=todas");
    expect(allImagesHref("?imagenes=todas")).toBe("?imagenes=todas");
  });
});
