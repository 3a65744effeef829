import { type ChildProcess, spawn } from "node:child_process";
import type { ImageFormat } from "~/images/domain/image-type";
import { ImageProcessingError } from "./image-variants.server";
import { type ImageJob, type ImageJobResult, runImageJob } from "./image-work.server";

/** The argument that makes the server's entry do image work for its parent and nothing else. */
export const IMAGE_WORK_FLAG = "--trabajo-de-imagenes";

/** A child with nothing to do leaves after this long: the teacher's next photo is usually sooner. */
export const IMAGE_CHILD_IDLE_MS = 10_000;

/** What a child that ended in the middle of a job answers (killed by the system for its memory, say). */
const CHILD_LOST =
  "No se ha podido procesar la imagen. Inténtalo de nuevo; si vuelve a pasar, prueba con una más pequeña.";

type Message =
  { id: number; result: ImageJobResult } | { id: number; refused: string } | { id: number; failed: string };

/**
 * Image work (an upload's copies, a share card's pixels) in a child process of the server. The image library keeps what it allocated in the process's memory after the work is done
 * (some 40 MB after a few photos, never given back), and it encodes on the thread pool the server
 * also reads files and checks passwords with. A child started for the work and ended when idle
 * takes both with it. `childArguments` start Node as the child (the server's entry and
 * `IMAGE_WORK_FLAG`); without them (development, tests) the work is done here.
 */
export function createImageWorker(childArguments: string[] | null, { idleMs = IMAGE_CHILD_IDLE_MS } = {}) {
  let child: { process: ChildProcess; pending: Map<number, (message: Message | null) => void> } | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const start = (args: string[]) => {
    const started = spawn(process.execPath, args, {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      // Structured clone: the picture's bytes cross as bytes, not as JSON arrays of numbers.
      serialization: "advanced",
      env: process.env,
    });
    const current = { process: started, pending: new Map<number, (message: Message | null) => void>() };
    started.on("message", (message: Message) => {
      current.pending.get(message.id)?.(message);
      current.pending.delete(message.id);
      if (current.pending.size === 0) leaveWhenIdle();
    });
    const lost = () => {
      if (child === current) child = null;
      for (const settle of current.pending.values()) settle(null);
      current.pending.clear();
    };
    started.on("exit", lost).on("error", lost);
    // An idle child never keeps the server from stopping; the server's own sockets do while it works.
    started.unref();
    started.channel?.unref();
    return current;
  };

  const leaveWhenIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (child && child.pending.size === 0) {
        child.process.kill();
        child = null;
      }
    }, idleMs);
    idleTimer.unref();
  };

  return {
    run<J extends ImageJob>(job: J): Promise<ImageJobResult<J>> {
      if (!childArguments) return runImageJob(job);
      clearTimeout(idleTimer);
      child ??= start(childArguments);
      const { process: worker, pending } = child;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, (message) => {
          if (!message) reject(new ImageProcessingError(CHILD_LOST));
          else if ("result" in message) resolve(message.result as ImageJobResult<J>);
          else if ("refused" in message) reject(new ImageProcessingError(message.refused));
          else reject(new Error(message.failed));
        });
        worker.send({ id, job });
      });
    },
    /** The child's process id while one is running (for the tests). */
    childPid: () => child?.process.pid ?? null,
  };
}

/** The child's side: answers its parent's jobs until the parent lets it go or goes away. */
export function serveImageWork() {
  process.on("message", (message: { id: number; job: ImageJob }) => {
    runImageJob(message.job).then(
      (result) => process.send!({ id: message.id, result }),
      (error: unknown) =>
        process.send!(
          error instanceof ImageProcessingError
            ? { id: message.id, refused: error.message }
            : { id: message.id, failed: String(error) },
        ),
    );
  });
  process.on("disconnect", () => process.exit(0));
}

let shared = createImageWorker(null);

/** The built server's start: image work is done from now on in a child started from `entry`. */
export function doImageWorkInChild(entry: string) {
  shared = createImageWorker([...process.execArgv, entry, IMAGE_WORK_FLAG]);
}

/** An upload made fit for phones (./image-variants.server.ts), in the image child where there is one. */
export const processUploadedImage = (bytes: Uint8Array, format: ImageFormat) =>
  shared.run({ kind: "upload", bytes, format });

/** An SVG drawn as a PNG within `maxSeconds`, in the image child where there is one. */
export const svgToPng = (svg: string, maxSeconds: number) => shared.run({ kind: "svg-to-png", svg, maxSeconds });
