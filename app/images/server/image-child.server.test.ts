import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createImageWorker, IMAGE_WORK_FLAG } from "./image-child.server";
import { ImageProcessingError } from "./image-variants.server";

// A real child: Node running the child's side (tests/helpers/image-child-entry.ts) through tsx.
const CHILD = ["--import", "tsx", path.resolve("tests/helpers/image-child-entry.ts"), IMAGE_WORK_FLAG];

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return condition();
}

describe("the image child", () => {
  it("makes an upload's copies in another process and gives back their bytes", async () => {
    const worker = createImageWorker(CHILD);
    const made = await worker.run({ kind: "upload", bytes: await photo(900, 600), format: "jpg" });
    const pid = worker.childPid();
    expect(pid).not.toBeNull();
    expect(pid).not.toBe(process.pid);
    expect([made.width, made.height]).toEqual([900, 600]);
    expect(Buffer.isBuffer(made.main)).toBe(true);
    expect((await sharp(made.main).metadata()).format).toBe("jpeg");
    expect(made.variants.map((v) => v.width)).toEqual([480, 900]);
    expect((await sharp(made.variants[0]!.webp).metadata()).width).toBe(480);
    process.kill(pid!);
  });

  it("draws an SVG as a PNG", async () => {
    const worker = createImageWorker(CHILD);
    const png = await worker.run({
      kind: "svg-to-png",
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63"><rect width="100%" height="100%" fill="#0f766e"/></svg>',
      maxSeconds: 5,
    });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 120, height: 63 });
    process.kill(worker.childPid()!);
  });

  it("passes on the library's refusal, in Spanish, as a refusal", async () => {
    const worker = createImageWorker(CHILD);
    const answer = worker.run({ kind: "upload", bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]), format: "jpg" });
    await expect(answer).rejects.toThrow(ImageProcessingError);
    await expect(answer).rejects.toThrow("La imagen está dañada o no se puede leer.");
    process.kill(worker.childPid()!);
  });

  it("leaves when idle, and a later job starts another", async () => {
    const worker = createImageWorker(CHILD, { idleMs: 300 });
    await worker.run({ kind: "upload", bytes: await photo(40, 30), format: "jpg" });
    const first = worker.childPid()!;
    expect(await until(() => !alive(first), 10_000)).toBe(true);
    expect(worker.childPid()).toBeNull();
    const again = await worker.run({ kind: "upload", bytes: await photo(40, 30), format: "jpg" });
    expect(again.width).toBe(40);
    expect(worker.childPid()).not.toBe(first);
    process.kill(worker.childPid()!);
  });

  it("answers a job whose child died with a message to try again, and the next job works", async () => {
    const worker = createImageWorker(CHILD);
    const big = await photo(3000, 2000);
    const answer = worker.run({ kind: "upload", bytes: big, format: "jpg" });
    const caught = answer.catch((error: unknown) => error);
    await until(() => worker.childPid() !== null, 5_000);
    process.kill(worker.childPid()!, "SIGKILL");
    const error = await caught;
    expect(error).toBeInstanceOf(ImageProcessingError);
    expect((error as Error).message).toBe(
      "No se ha podido procesar la imagen. Inténtalo de nuevo; si vuelve a pasar, prueba con una más pequeña.",
    );
    const next = await worker.run({ kind: "upload", bytes: await photo(40, 30), format: "jpg" });
    expect(next.width).toBe(40);
    process.kill(worker.childPid()!);
  });

  it("is not started without arguments: the work is done in this process", async () => {
    const worker = createImageWorker(null);
    const made = await worker.run({ kind: "upload", bytes: await photo(40, 30), format: "jpg" });
    expect(made.width).toBe(40);
    expect(worker.childPid()).toBeNull();
  });
});
