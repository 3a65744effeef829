import { describe, expect, it } from "vitest";
import { canonicalPath, isPreviewableImage, shareCardPath } from "./share-meta";

describe("canonicalPath", () => {
  it("keeps the path and the parameters that name another page, in a fixed order", () => {
    expect(canonicalPath({ pathname: "/novedades", search: "?utm_source=whatsapp&noticia=3" })).toBe(
      "/novedades?noticia=3",
    );
    expect(canonicalPath({ pathname: "/cursos/noticias", search: "?curso=3-eso&comentarios=2" })).toBe(
      "/cursos/noticias?curso=3-eso",
    );
    expect(canonicalPath({ pathname: "/blog", search: "?categoria=2-eso&formulario=me-gusta-1" })).toBe(
      "/blog?categoria=2-eso",
    );
  });

  it("drops what only changes the view (a followed team, an opened match, a preview)", () => {
    expect(
      canonicalPath({
        pathname: "/campeonatos/mantecup/futbol-femenino",
        search: "?equipo=4&partido=9&vista-previa=mantecup",
      }),
    ).toBe("/campeonatos/mantecup/futbol-femenino");
  });
});

describe("shareCardPath", () => {
  it("names the page's path, encoded", () => {
    expect(shareCardPath("/novedades?noticia=3")).toBe("/tarjeta.png?ruta=%2Fnovedades%3Fnoticia%3D3");
  });
});

describe("isPreviewableImage", () => {
  it("takes PNG and JPEG, not SVG or WebP, which previewers do not show", () => {
    for (const src of ["/subidas/abc.jpg", "/subidas/abc.JPEG", "https://ejemplo.es/foto.png?v=2"])
      expect(isPreviewableImage(src), src).toBe(true);
    for (const src of ["/img/noticias/carrera.svg", "/subidas/abc.webp", "/subidas/abc.gif", ""])
      expect(isPreviewableImage(src), src).toBe(false);
  });
});
