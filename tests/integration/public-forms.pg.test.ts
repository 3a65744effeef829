import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, projectSignups, rateLimits } from "../../db/schema";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { action as contactAction } from "../../app/routes/home";
import { action as projectAction, loader as projectLoader } from "../../app/routes/proyectos/project-page";
import { DEFAULT_CLIENT_LIMITS } from "../../app/platform/server/rate-limit.server";
import { testContext } from "../helpers/app-context";
import { type ActionAnswer, callAction, callRoute, dataOf } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(rateLimits);
});

type Answer = ActionAnswer<{
  ok: boolean;
  notice: { title: string; description?: string };
  result: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
}>;

/** Posts a form to an action the way React Router does. */
const post = (
  act: typeof contactAction | typeof projectAction,
  url: string,
  fields: Record<string, string>,
  context = testContext(handle.db),
): Promise<Answer> => callAction(act, url, fields, { context });

const enquiry = {
  name: "Ana López",
  course: "3º ESO A",
  email: "ana@example.org",
  message: "¿Cuándo es la prueba de resistencia?",
};

describe("contact action (table consultas)", () => {
  it("stores a valid enquiry and answers the JavaScript form with the success notice", async () => {
    const answer = await post(contactAction, "/?index", { ...enquiry, _js: "1" });
    expect(answer.status).toBe(200);
    expect(answer.data?.ok).toBe(true);
    expect(answer.data?.notice.title).toBe("¡Consulta enviada!");
    expect(answer.data?.notice.description).toBe(
      "Gracias por tu mensaje. El profe Javier te responderá tan pronto como sea posible.",
    );
    const [row] = await handle.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ ...enquiry, source: "contacto" });
  });

  it("redirects a form sent without JavaScript back to the contact section", async () => {
    const answer = await post(contactAction, "/?index", enquiry);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/#contact");
  });

  it("refuses bad input with 400, Spanish messages, the typed values, and no row", async () => {
    const before = (await handle.db.select().from(contactMessages)).length;
    const answer = await post(contactAction, "/?index", { ...enquiry, email: "no-es-correo", name: "   ", _js: "1" });
    expect(answer.status).toBe(400);
    expect(answer.data?.result.error?.email).toEqual([
      "Escribe un correo electrónico válido, por ejemplo nombre@correo.com.",
    ]);
    expect(answer.data?.result.error?.name).toEqual(["Escribe tu nombre."]);
    expect(answer.data?.result.initialValue).toMatchObject({ course: "3º ESO A", email: "no-es-correo" });
    expect((await handle.db.select().from(contactMessages)).length).toBe(before);
  });

  it("answers a NUL byte in a field with 400 naming the field, not a 503", async () => {
    const before = (await handle.db.select().from(contactMessages)).length;
    const answer = await post(contactAction, "/?index", { ...enquiry, message: "hola\u0000adiós", _js: "1" });
    expect(answer.status).toBe(400);
    expect(answer.data?.result.error?.message).toEqual([
      "Este campo contiene caracteres no válidos. Escríbelo de nuevo.",
    ]);
    expect(answer.data?.result.initialValue).toMatchObject({ name: enquiry.name });
    expect((await handle.db.select().from(contactMessages)).length).toBe(before);
  });

  it("says a write happened (the page cache empties) only when one was committed", async () => {
    let changes = 0;
    const context = { ...testContext(handle.db), dataChanged: () => void changes++ };
    expect((await post(contactAction, "/?index", { ...enquiry, _js: "1" }, context)).status).toBe(200);
    expect(changes).toBe(1);
    expect((await post(contactAction, "/?index", { ...enquiry, email: "", _js: "1" }, context)).status).toBe(400);
    expect(
      (await post(contactAction, "/?index", { ...enquiry, sitio_web: "http://spam.example", _js: "1" }, context))
        .status,
    ).toBe(200);
    expect(changes).toBe(1);
  });

  it("stores nothing when the honeypot is filled, but answers like a success", async () => {
    const before = (await handle.db.select().from(contactMessages)).length;
    const answer = await post(contactAction, "/?index", { ...enquiry, sitio_web: "http://spam.example", _js: "1" });
    expect(answer.data?.ok).toBe(true);
    expect((await handle.db.select().from(contactMessages)).length).toBe(before);
  });

  it("refuses a browser's submissions past its budget for that kind of form, not its classmates' or its other kinds", async () => {
    const limits = { ...DEFAULT_CLIENT_LIMITS, writesPerBrowser: 3 };
    const context = { ...testContext(handle.db), limits, client: { ip: "198.51.100.20", browserId: "navegador-1" } };
    for (let i = 0; i < 3; i++)
      expect((await post(contactAction, "/?index", { ...enquiry, _js: "1" }, context)).status).toBe(200);
    const refused = await post(contactAction, "/?index", { ...enquiry, _js: "1" }, context);
    expect(refused.status).toBe(429);
    expect(refused.data?.notice.title).toBe("Demasiados envíos seguidos");
    expect(refused.data?.result.initialValue).toMatchObject({ name: enquiry.name });
    // Another browser behind the same address is not affected.
    expect(
      (
        await post(
          contactAction,
          "/?index",
          { ...enquiry, _js: "1" },
          { ...context, client: { ip: "198.51.100.20", browserId: "navegador-2" } },
        )
      ).status,
    ).toBe(200);
    // Nor is another kind of write of the same browser.
    const signup = { nombre: "Ana Ruiz", curso: "2º ESO B", _js: "1" };
    expect((await post(projectAction, "/proyectos/health-leaders", signup, context)).status).toBe(200);
  });

  it("holds every browser's first write and every address to their ceilings (scripts that drop cookies)", async () => {
    const limits = { ...DEFAULT_CLIENT_LIMITS, newBrowserWritesPerAddress: 4, writesPerAddress: 6 };
    // The limits count per clock minute: a run that a turning minute split (a loaded machine) is
    // run again from fresh addresses, so what is checked is one window's counting.
    for (let attempt = 0; ; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const [ip, otherIp] = [`198.51.100.${30 + 2 * attempt}`, `198.51.100.${31 + 2 * attempt}`];
      const anonymous = { ...testContext(handle.db), limits, client: { ip, browserId: null } };
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await post(contactAction, "/?index", { ...enquiry, _js: "1" }, anonymous)).status);
      // Browsers that were here before (an identity some minutes old) still get through, up to the address's ceiling.
      const known = (id: string) => ({ ...anonymous, client: { ip, browserId: id, established: true } });
      const firstKnown = (await post(contactAction, "/?index", { ...enquiry, _js: "1" }, known("b1"))).status;
      const secondKnown = (await post(contactAction, "/?index", { ...enquiry, _js: "1" }, known("b2"))).status;
      // A script that shows a brand-new identity each time is still a new browser each time.
      const fresh = (i: number) => ({
        ...anonymous,
        client: { ip: otherIp, browserId: `nuevo-${i}`, established: false },
      });
      const rotating = [];
      for (let i = 0; i < 5; i++)
        rotating.push((await post(contactAction, "/?index", { ...enquiry, _js: "1" }, fresh(i))).status);
      if (Math.floor(Date.now() / 60_000) !== minute && attempt < 3) continue;
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      expect([firstKnown, secondKnown]).toEqual([200, 429]);
      expect(rotating).toEqual([200, 200, 200, 200, 429]);
      break;
    }
  });

  it("counts an IPv6 client by its /64: addresses of one network share its ceiling, the next network has its own", async () => {
    const limits = { ...DEFAULT_CLIENT_LIMITS, newBrowserWritesPerAddress: 4, writesPerAddress: 6 };
    for (let attempt = 0; ; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const network = `2001:db8:${attempt + 10}:1`;
      const from = (ip: string) => ({ ...testContext(handle.db), limits, client: { ip, browserId: null } });
      const statuses = [];
      for (let i = 1; i <= 6; i++)
        statuses.push(
          (await post(contactAction, "/?index", { ...enquiry, _js: "1" }, from(`${network}::${i}`))).status,
        );
      const neighbour = (
        await post(contactAction, "/?index", { ...enquiry, _js: "1" }, from(`2001:db8:${attempt + 10}:2::1`))
      ).status;
      if (Math.floor(Date.now() / 60_000) !== minute && attempt < 3) continue;
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect(neighbour).toBe(200);
      break;
    }
  });

  it("answers a database failure with 503, the destructive notice and the typed values", async () => {
    const broken = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === "insert")
          return () => {
            throw new Error("la base de datos no responde");
          };
        return Reflect.get(target, property, receiver);
      },
    });
    const answer = await post(contactAction, "/?index", { ...enquiry, _js: "1" }, testContext(broken));
    expect(answer.status).toBe(503);
    expect(answer.data?.notice).toMatchObject({
      title: "Error al enviar la consulta",
      description: "Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo más tarde.",
      variant: "destructive",
    });
    expect(answer.data?.result.initialValue).toMatchObject(enquiry);
  });
});

describe("project sign-up action (table inscripciones_proyectos)", () => {
  it("stores the project of the page, whatever the browser sends", async () => {
    const answer = await post(projectAction, "/proyectos/guardianes-de-la-pista", {
      nombre: "Leo",
      curso: "2º ESO B",
      proyecto: "Sombras y Brillo",
      _js: "1",
    });
    expect(answer.data?.notice.description).toBe("¡Gracias por unirte! Nos pondremos en contacto contigo pronto.");
    const [row] = await handle.db.select().from(projectSignups).where(eq(projectSignups.name, "Leo"));
    expect(row?.project).toBe("Guardianes de la Pista");
  });

  it("uses the different success text of Sombras y Brillo", async () => {
    const answer = await post(projectAction, "/proyectos/sombras-y-brillo", {
      nombre: "Noa",
      curso: "1º Bach B",
      _js: "1",
    });
    expect(answer.data?.notice).toMatchObject({
      title: "¡Inscripción recibida!",
      description: "Gracias por tu interés... Nos pondremos en contacto contigo.",
    });
  });

  it("answers an empty field with the spec's validation notice", async () => {
    const answer = await post(projectAction, "/proyectos/health-leaders", { nombre: "Leo", curso: " ", _js: "1" });
    expect(answer.status).toBe(400);
    expect(answer.data?.notice).toMatchObject({
      title: "Error de validación",
      description: "Por favor, completa todos los campos para inscribirte.",
    });
  });

  it("has no sign-up on other project pages, and no page for an unknown project", async () => {
    expect((await post(projectAction, "/proyectos/masterchef4life", { nombre: "Leo", curso: "2º ESO" })).status).toBe(
      405,
    );
    expect((await post(projectAction, "/proyectos/no-existe", { nombre: "Leo", curso: "2º ESO" })).status).toBe(404);
  });

  it("loads the Xacobeo ranking from the database, sorted by km", async () => {
    const data = dataOf<{ xacobeo: { className: string; km: number }[] }>(
      await callRoute(projectLoader, "/proyectos/desafio-xacobeo", { context: testContext(handle.db) }),
    )!;
    expect(data.xacobeo.map((c) => [c.className, c.km])).toEqual([
      ["3º ESO B", 550],
      ["3º ESO A", 480],
      ["3º ESO C", 450],
    ]);
  });
});
