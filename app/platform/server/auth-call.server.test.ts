import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { callBetterAuth } from "./auth-call.server";

const GLOBAL = Symbol.for("better-auth:global");
const shared = globalThis as unknown as Record<symbol, { context: Record<string, unknown> } | undefined>;

/** A storage where better-auth keeps one (its global, shared by every copy of the library). */
function betterAuthStorage(): AsyncLocalStorage<string> {
  const storage = new AsyncLocalStorage<string>();
  shared[GLOBAL] = { context: { endpointContextAsyncStorage: storage, other: "not a storage" } };
  return storage;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("callBetterAuth", () => {
  afterEach(() => {
    delete shared[GLOBAL];
  });

  it("returns the call's value and lets better-auth's contexts go once it is over", async () => {
    const storage = betterAuthStorage();
    storage.enterWith("left over");
    expect(storage.getStore()).toBe("left over");
    const answer = await callBetterAuth(() => storage.run("sign-in", async () => `${storage.getStore()} ok`));
    expect(answer).toBe("sign-in ok");
    // Disabled: no context is left, so Node stops calling the storage's hook.
    expect(storage.getStore()).toBeUndefined();
  });

  it("keeps the context of a call still under way when another one ends", async () => {
    const storage = betterAuthStorage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = callBetterAuth(() =>
      storage.run("slow", async () => {
        await held;
        await tick();
        return storage.getStore();
      }),
    );
    await callBetterAuth(() => storage.run("quick", async () => storage.getStore()));
    release();
    expect(await slow).toBe("slow");
  });

  it("lets go after a call that fails too, and passes its error on", async () => {
    const storage = betterAuthStorage();
    storage.enterWith("left over");
    await expect(
      callBetterAuth(() =>
        storage.run("wrong password", async () => {
          throw new Error("INVALID_EMAIL_OR_PASSWORD");
        }),
      ),
    ).rejects.toThrow("INVALID_EMAIL_OR_PASSWORD");
    expect(storage.getStore()).toBeUndefined();
  });

  it("works before better-auth has made any storage", async () => {
    expect(await callBetterAuth(async () => 42)).toBe(42);
  });
});
