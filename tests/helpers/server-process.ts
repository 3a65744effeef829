import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

export type RunningServer = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts the built server (server-build/) as a real process and waits until /healthz answers. */
export async function startServer(env: Record<string, string>, { waitReady = true } = {}): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  let log = "";
  const child = spawn(process.execPath, ["server-build/index.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_REQUESTS: "off", ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (waitReady) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, child, output: () => log, exited };
}
