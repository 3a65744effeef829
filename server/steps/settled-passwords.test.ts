import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { settledPasswords } from "./settled-passwords";

const request = (method: string) => ({ method }) as Request;
const response = {} as Response;

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("settledPasswords", () => {
  it("a read goes on at once; a write waits until the environment's passwords are stored", async () => {
    const settling = deferred();
    const step = settledPasswords(settling.promise);
    const passed: string[] = [];
    const next =
      (label: string): NextFunction =>
      () =>
        passed.push(label);
    step(request("GET"), response, next("GET"));
    step(request("POST"), response, next("POST antes"));
    await Promise.resolve();
    expect(passed).toEqual(["GET"]);
    settling.resolve();
    await settling.promise;
    await Promise.resolve();
    expect(passed).toEqual(["GET", "POST antes"]);
    step(request("POST"), response, next("POST después"));
    expect(passed).toEqual(["GET", "POST antes", "POST después"]);
  });

  it("without passwords to store, nothing waits", () => {
    const passed: string[] = [];
    settledPasswords(undefined)(request("POST"), response, () => passed.push("POST"));
    expect(passed).toEqual(["POST"]);
  });
});
