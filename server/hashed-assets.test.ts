import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { acceptsEncoding, onlyFilesIn } from "./hashed-assets";

describe("acceptsEncoding", () => {
  it("reads the browser's list, with or without weights", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip;q=1.0, br;q=0.8", "br")).toBe(true);
    expect(acceptsEncoding("gzip, deflate", "br")).toBe(false);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
  });

  it("takes q=0 as a refusal", () => {
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("br;q=0, gzip", "gzip")).toBe(true);
  });
});

describe("onlyFilesIn", () => {
  it("passes the folder's files to the file server and every other path straight on", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-public-"));
    fs.mkdirSync(path.join(dir, "img", "salón"), { recursive: true });
    fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    fs.writeFileSync(path.join(dir, "img", "salón", "foto 1.svg"), "<svg/>");
    const served: string[] = [];
    const guard = onlyFilesIn(dir, (req) => served.push(req.path));
    const passedOn: string[] = [];
    for (const requestPath of ["/favicon.svg", "/img/sal%C3%B3n/foto%201.svg", "/horarios", "/img", "/img/salón/foto 1.svg", "/../favicon.svg"]) {
      guard({ path: requestPath } as Request, {} as Response, () => passedOn.push(requestPath));
    }
    expect(served).toEqual(["/favicon.svg", "/img/sal%C3%B3n/foto%201.svg"]);
    expect(passedOn).toEqual(["/horarios", "/img", "/img/salón/foto 1.svg", "/../favicon.svg"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
