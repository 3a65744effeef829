import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isHashedImageName, readImageNames, withHashedImageNames } from "./image-names";

const names = new Map([
  ["/img/profesor.svg", "/img/profesor.3f2a9c1b0d.svg"],
  ["/img/salon/leyenda-1.svg", "/img/salon/leyenda-1.00aa11bb22.svg"],
]);

describe("withHashedImageNames", () => {
  it("gives each seed picture its hashed name, in an attribute and in the page's data alike", () => {
    const html = `<img src="/img/profesor.svg" alt=""><script>enqueue("[\\"/img/salon/leyenda-1.svg\\"]")</script>`;
    expect(withHashedImageNames(html, names)).toBe(
      `<img src="/img/profesor.3f2a9c1b0d.svg" alt=""><script>enqueue("[\\"/img/salon/leyenda-1.00aa11bb22.svg\\"]")</script>`,
    );
  });

  it("leaves any other address as it is: an upload, a picture the build does not have, a name already hashed", () => {
    const html = `<img src="/subidas/ab12.webp"><img src="/img/otra.svg"><img src="/img/profesor.3f2a9c1b0d.svg">`;
    expect(withHashedImageNames(html, names)).toBe(html);
    expect(withHashedImageNames(`<img src="/img/profesor.svg">`, new Map())).toBe(`<img src="/img/profesor.svg">`);
  });
});

describe("readImageNames", () => {
  it("reads the build's list, and is empty without one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-image-names-"));
    const file = path.join(dir, "image-names.json");
    fs.writeFileSync(file, JSON.stringify(Object.fromEntries(names)));
    expect(readImageNames(file)).toEqual(names);
    expect(readImageNames(path.join(dir, "none.json")).size).toBe(0);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("isHashedImageName", () => {
  it("tells a hashed name from a plain one", () => {
    expect(isHashedImageName("img/profesor.3f2a9c1b0d.svg")).toBe(true);
    expect(isHashedImageName("img/profesor.svg")).toBe(false);
    expect(isHashedImageName("favicon.svg")).toBe(false);
  });
});
