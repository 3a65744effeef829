import { describe, expect, it } from "vitest";
import { appContext, type AppContext, routerContext } from "~/platform/server/context.server";
import { databaseUnavailableMiddleware } from "./middleware.server";

const args = (failures: AppContext["failures"]) => ({
  request: new Request("http://localhost/"),
  params: {},
  url: new URL("http://localhost/"),
  pattern: "/",
  context: routerContext({ failures } as AppContext),
});

describe("databaseUnavailableMiddleware", () => {
  it("lets a request through until the server asks for the 503 page", () => {
    expect(() =>
      databaseUnavailableMiddleware(args({ databaseUnavailable: true }), async () => new Response("ok")),
    ).not.toThrow();
  });

  it("answers the Spanish 503 before any loader once asked", () => {
    let thrown: unknown;
    try {
      databaseUnavailableMiddleware(
        args({ databaseUnavailable: true, answerUnavailable: true }),
        async () => new Response(),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      init: { status: 503 },
      data: "La web no puede acceder ahora a sus datos. Inténtalo de nuevo en unos minutos.",
    });
  });

  it("reads the server's context", () => {
    const context = routerContext({ failures: { databaseUnavailable: false } } as AppContext);
    expect(context.get(appContext).failures.databaseUnavailable).toBe(false);
  });
});
