import type { Page } from "@playwright/test";
import type pg from "pg";
import { DomUtils, parseDocument } from "htmlparser2";
import { E2E_PG_BASE_URL, E2E_PG_DATABASE_URL } from "../../playwright.config";
import { runSql } from "../helpers/postgres";
import { PUBLIC_PAGES } from "../helpers/public-pages";
import { expect, expectNoAxeViolations, gotoHydrated, notice, ON_PHONE_TOO, test } from "./fixtures";

// One test per page: a failure names the page, and a slow machine cannot run one long test out of time.
// Every page's first screen is checked on both viewports; axe scans it once, on the desktop, since
// the page's content is the same on a phone. What a phone lays out differently (its menu, dialogs,
// sheets) is scanned on the phone by the tests of those.
test.describe("every public page of the site shows its content with zero axe violations", ON_PHONE_TOO, () => {
  for (const url of PUBLIC_PAGES) {
    test(url, async ({ page, isPhone }) => {
      test.setTimeout(60_000);
      const response = await gotoHydrated(page, url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), url).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
      if (!isPhone) await expectNoAxeViolations(page);
    });
  }
});

test("the home page has its hero, introduction, about and contact sections", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("#inicio")).toContainText("EF con el profe Javier");
  await expect(page.locator("#inicio")).toContainText("Descubre el deporte, vive la aventura!");
  await expect(page.getByRole("heading", { name: "¿Qué es la Educación Física?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aprendemos con el aula invertida" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sobre mí" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Retrato del profesor Javier" })).toBeVisible();
  const contact = page.locator("#contact");
  await expect(contact.getByRole("heading", { name: "Contacta con el Profe Javier" })).toBeVisible();
  await expect(contact).toContainText("Tienes alguna duda o sugerencia? Escríbeme!");
});

test("the contact form refuses empty fields and a bad email, keeping what was typed", async ({ page }) => {
  await gotoHydrated(page, "/");
  const contact = page.locator("#contact");
  await contact.getByLabel("Nombre").fill("Ana");
  await contact.getByLabel("Correo electrónico").fill("ana@");
  await contact.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(notice(page, "Revisa el formulario")).toBeVisible();
  await expect(contact.getByText("Indica tu curso.")).toBeVisible();
  await expect(contact.getByText("Escribe un correo electrónico válido, por ejemplo nombre@correo.com.")).toBeVisible();
  await expect(contact.getByLabel("Curso")).toHaveAttribute("aria-invalid", "true");
  await expect(contact.getByLabel("Nombre")).toHaveValue("Ana");
  // The first wrong field has the focus, and each error goes as soon as the field is right.
  await expect(contact.getByLabel("Curso")).toBeFocused();
  await contact.getByLabel("Curso").fill("3º ESO A");
  await expect(contact.getByText("Indica tu curso.")).toHaveCount(0);
  await expect(contact.getByLabel("Curso")).not.toHaveAttribute("aria-invalid", "true");
  await expect(contact.getByText("Escribe un correo electrónico válido, por ejemplo nombre@correo.com.")).toBeVisible();
});

test("after the contact form is sent, the keyboard is back at its first field, not lost to the page", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const contact = page.locator("#contact");
  await contact.getByLabel("Nombre").fill("Lucía Ramos");
  await contact.getByLabel("Curso").fill("2º ESO B");
  await contact.getByLabel("Correo electrónico").fill("lucia@example.org");
  await contact.getByLabel("Mensaje").fill(`¿Cuándo es la próxima salida? ${Date.now()}`);
  await contact.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(notice(page, "¡Consulta enviada!")).toBeVisible();
  await expect(contact.getByLabel("Nombre")).toBeFocused();
  await expect(contact.getByLabel("Nombre")).toHaveValue("");
});

test("a submit that comes before the form's checks have loaded waits for them and sends nothing wrong", async ({
  page,
}) => {
  // A slow phone: the checks arrive 1.5 s after the visitor first touches the form.
  await page.route(/\/assets\/validate-form-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoHydrated(page, "/");
  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
  const contact = page.locator("#contact");
  await contact.getByLabel("Nombre").fill("Ana");
  const send = contact.getByRole("button", { name: "Enviar mensaje" });
  await send.click();
  await send.click();
  await expect(notice(page, "Revisa el formulario")).toBeVisible();
  await expect(contact.getByText("Indica tu curso.")).toBeVisible();
  await expect(contact.getByLabel("Curso")).toBeFocused();
  expect(posts, "nothing is sent while a field is empty").toEqual([]);
});

test("a form whose checking code could not load is checked by the server, with the same messages", async ({ page }) => {
  // The browser loads the form's checks when the visitor first touches it; here that load fails.
  await page.route(/\/assets\/validate-form-[^/]+\.js$/, (route) => route.abort());
  await gotoHydrated(page, "/");
  const contact = page.locator("#contact");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await contact.getByLabel("Nombre").fill("Ana");
  await contact.getByRole("button", { name: "Enviar mensaje" }).click();
  expect((await answer).status()).toBe(400);
  await expect(notice(page, "Revisa el formulario")).toBeVisible();
  await expect(contact.getByText("Indica tu curso.")).toBeVisible();
  await expect(contact.getByLabel("Curso")).toBeFocused();
  await expect(contact.getByLabel("Nombre")).toHaveValue("Ana");
});

test.describe("project sign-ups", () => {
  for (const [slug, description] of [
    ["health-leaders", "¡Gracias por unirte! Nos pondremos en contacto contigo pronto."],
    ["guardianes-de-la-pista", "¡Gracias por unirte! Nos pondremos en contacto contigo pronto."],
    ["sombras-y-brillo", "Gracias por tu interés... Nos pondremos en contacto contigo."],
  ] as const) {
    test(`${slug}: validation notice, then success with the page's text and the fields cleared`, async ({ page }) => {
      await gotoHydrated(page, `/proyectos/${slug}`);
      const form = page.locator("#inscripcion");
      const posts: string[] = [];
      page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));

      await form.getByLabel("Nombre completo").fill("Leo Martín");
      await form.getByRole("button", { name: "Inscribirme" }).click();
      const validation = notice(page, "Error de validación");
      await expect(validation).toBeVisible();
      await expect(validation).toContainText("Por favor, completa todos los campos para inscribirte.");
      expect(posts, "nothing is sent when a field is empty").toEqual([]);

      await form.getByLabel("Curso").fill("2º ESO B");
      await form.getByRole("button", { name: "Inscribirme" }).click();
      const success = notice(page, "¡Inscripción recibida!");
      await expect(success).toBeVisible();
      await expect(success).toContainText(description);
      await expect(form.getByLabel("Nombre completo")).toHaveValue("");
      await expect(form.getByLabel("Curso")).toHaveValue("");
      // Only one notice at a time: the validation notice was replaced.
      await expect(notice(page, "Error de validación")).toHaveCount(0);
    });
  }

  test("a page without a sign-up has no form", async ({ page }) => {
    await gotoHydrated(page, "/proyectos/masterchef4life");
    await expect(page.getByRole("button", { name: "Inscribirme" })).toHaveCount(0);
    await expect(page.getByRole("img")).toHaveCount(8 + 2 /* footer logos */);
    await expect(page.getByText("Próximamente publicaremos aquí las recetas ganadoras.")).toBeVisible();
  });
});

test("Desafío Xacobeo ranks the classes by km with progress over 780 km", async ({ page }) => {
  await gotoHydrated(page, "/proyectos/desafio-xacobeo");
  const classes = page.getByTestId("xacobeo-class");
  await expect(classes).toHaveCount(3);
  await expect(classes.nth(0)).toContainText("3º ESO B");
  await expect(classes.nth(0)).toContainText("550 / 780 km");
  await expect(classes.nth(1)).toContainText("3º ESO A");
  await expect(classes.nth(2)).toContainText("3º ESO C");
  await expect(classes.nth(0).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "550");
  await expect(page.getByText("Santiago de Compostela").first()).toBeVisible();
});

test("the timetable colours its cells and highlights the break", ON_PHONE_TOO, async ({ page }) => {
  await gotoHydrated(page, "/horarios");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horarios 2025/2026");
  const classes = page.getByRole("region", { name: "Horario de clases" });
  await expect(classes.getByRole("columnheader")).toHaveText([
    "Hora",
    "Lunes",
    "Martes",
    "Miércoles",
    "Jueves",
    "Viernes",
  ]);
  await expect(classes.getByRole("rowheader")).toHaveText([
    /08:15-09:15/,
    /09:15-10:15/,
    /10:15-11:15/,
    /11:15-11:45/,
    /11:45-12:45/,
    /12:45-13:45/,
    /13:45-14:45/,
  ]);
  await expect(classes.locator("tr[data-break]")).toContainText("RECREO");
  await expect(classes.locator('[data-colour="guardia"]').first()).toHaveText(/Guardia/);
  await expect(classes.locator('[data-colour="recreo"]')).toHaveCount(5);
  await expect(classes.locator('[data-colour="bach"]').first()).toHaveText(/Bach/);
  const guardia = await classes
    .locator('[data-colour="guardia"]')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const recreo = await classes
    .locator('[data-colour="recreo"]')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(guardia).not.toBe(recreo);
});

test("the QR code enlarges in a dialog that closes with Escape", ON_PHONE_TOO, async ({ page }) => {
  await gotoHydrated(page, "/bilinguismo/proyecto-bilingue-24-25");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proyecto Bilingüe 2024-2025");
  await expect(page.getByText("Healthy Habits, Happy Hearts: The Path to Mental Well-Being")).toBeVisible();
  const trigger = page.getByRole("link", { name: "Ampliar código QR" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Código QR: Productos Finales" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: /Código QR/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("bilingual resources link out safely in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/bilinguismo/recursos");
  for (const name of [
    "Warm-up Commands",
    "Sports Vocabulary",
    "International Games Day",
    "Muscular and Skeletal System",
    "Body Systems & Exercise",
    "Reading",
    "Health",
  ]) {
    const link = page.getByRole("link", { name: new RegExp(name.replace(/[&]/g, "\\$&")) }).first();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(page.getByText("Nivel: Básico")).toBeVisible();
  await expect(page.getByText("Nivel: Intermedio")).toHaveCount(2);
  await expect(page.getByText("Nivel: Variable")).toBeVisible();
});

test("a video loads nothing from the video platform until it is asked for", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
  });
  await gotoHydrated(page, "/proyectos/sombras-y-brillo");
  const facade = page.getByRole("link", { name: /Reproducir vídeo: Espectáculo de Sombras y Brillo/ });
  await expect(facade).toBeVisible();
  expect(thirdParty).toEqual([]);
  await facade.click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeAttached();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a project sign-up posts, redirects back and shows the notice", async ({ page }) => {
    await page.goto("/proyectos/health-leaders");
    await page.getByLabel("Nombre completo").fill("Sin JS");
    await page.getByLabel("Curso").fill("3º ESO C");
    await page.getByRole("button", { name: "Inscribirme" }).click();
    await expect(page).toHaveURL(/\/proyectos\/health-leaders#inscripcion$/);
    await expect(page.getByTestId("flash-notice")).toContainText("¡Inscripción recibida!");
  });

  test("an incomplete sign-up comes back with the notice and the typed value", async ({ page }) => {
    await page.goto("/proyectos/guardianes-de-la-pista");
    await page.getByLabel("Nombre completo").fill("Sin curso");
    // Without JavaScript the browser's own check runs first; skip it as an old browser would.
    await page.locator("form#formulario-inscripcion").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Inscribirme" }).click();
    await expect(page.getByRole("alert")).toContainText("Por favor, completa todos los campos para inscribirte.");
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Sin curso");
    await expect(page.getByText("Indica tu curso.")).toBeVisible();
  });
});

// ------------------------------------------------------------------------------------------
// Against the PostgreSQL-backed server: the tests can look at stored rows and break the table.
// ------------------------------------------------------------------------------------------
test.describe("contact form and the database", () => {
  test.skip(!E2E_PG_DATABASE_URL, "needs a PostgreSQL server (E2E_PG_URL)");
  test.skip(({ isPhone }) => isPhone, "one viewport: these tests change the shared database");
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: E2E_PG_BASE_URL });

  const query = <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    runSql<T>(E2E_PG_DATABASE_URL!, sql, params);

  async function fillContact(page: Page, message: string) {
    const contact = page.locator("#contact");
    await contact.getByLabel("Nombre").fill("María Pérez");
    await contact.getByLabel("Curso").fill("1º Bach A");
    await contact.getByLabel("Correo electrónico").fill("maria@example.org");
    await contact.getByLabel("Mensaje").fill(message);
    return contact;
  }

  test("success stores the enquiry and clears the four fields", async ({ page }) => {
    const message = `¿Hay examen práctico? ${Date.now()}`;
    await gotoHydrated(page, "/");
    const contact = await fillContact(page, message);
    await contact.getByRole("button", { name: "Enviar mensaje" }).click();
    // (No wait for 'Enviando...' here: a fast answer skips it, and waiting out that timeout let
    // the 5-second notice expire before it was checked.)
    const sent = notice(page, "¡Consulta enviada!");
    await expect(sent).toContainText(
      "Gracias por tu mensaje. El profe Javier te responderá tan pronto como sea posible.",
    );
    for (const label of ["Nombre", "Curso", "Correo electrónico", "Mensaje"])
      await expect(contact.getByLabel(label)).toHaveValue("");
    const rows = await query("select name, course, email, message, source from consultas where message = $1", [
      message,
    ]);
    expect(rows).toEqual([
      { name: "María Pérez", course: "1º Bach A", email: "maria@example.org", message, source: "contacto" },
    ]);
  });

  test("a database failure shows the destructive notice and keeps the typed values", async ({ page }) => {
    const message = `Mensaje durante la avería ${Date.now()}`;
    await gotoHydrated(page, "/");
    const contact = await fillContact(page, message);
    await query("alter table consultas rename to consultas_averiada");
    try {
      await contact.getByRole("button", { name: "Enviar mensaje" }).click();
      const failed = notice(page, "Error al enviar la consulta");
      await expect(failed).toContainText(
        "Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo más tarde.",
      );
    } finally {
      await query("alter table consultas_averiada rename to consultas");
    }
    await expect(contact.getByLabel("Nombre")).toHaveValue("María Pérez");
    await expect(contact.getByLabel("Mensaje")).toHaveValue(message);
    expect(await query("select 1 from consultas where message = $1", [message])).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form posts, stores the enquiry and shows the notice after the redirect", async ({ page }) => {
      const message = `Enviado sin JavaScript ${Date.now()}`;
      await page.goto("/");
      const contact = await fillContact(page, message);
      await contact.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.getByTestId("flash-notice")).toContainText("¡Consulta enviada!");
      expect(await query("select name from consultas where message = $1", [message])).toEqual([
        { name: "María Pérez" },
      ]);
    });
  });
});

test.describe("shared links", () => {
  /** The share tags of a page's HTML as the server sends it (a parser, not a regex). */
  async function shareTagsOf(page: Page, url: string) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const document = parseDocument(await response.text());
    const metas = DomUtils.getElementsByTagName("meta", document);
    const meta = (key: string) =>
      metas.find((m) => m.attribs.property === key || m.attribs.name === key)?.attribs.content;
    const canonical = DomUtils.getElementsByTagName("link", document).find((l) => l.attribs.rel === "canonical")
      ?.attribs.href;
    return { canonical, meta };
  }
  const GATED = ["/cursos/ranking-amigable", "/cursos/progreso-grupo"];

  test("every public page has its canonical address, Open Graph tags with a picture, and a large Twitter card", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    for (const url of PUBLIC_PAGES.filter((u) => !GATED.includes(u))) {
      const { canonical, meta } = await shareTagsOf(page, url);
      expect(canonical, url).toBe(`${baseURL}${url}`);
      expect(meta("og:url"), url).toBe(canonical);
      expect(meta("og:title"), url).toBeTruthy();
      expect(meta("og:description"), url).toBeTruthy();
      expect(["website", "article"], url).toContain(meta("og:type"));
      expect(meta("og:image"), url).toMatch(new RegExp(`^${baseURL}/`));
      expect(meta("twitter:card"), url).toBe("summary_large_image");
    }
  });

  test("a news item is an article with its own title, and a page without a photo gets its share card: a 1200×630 picture of its title", async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, "/novedades");
    const first = page.locator("a[href*='?noticia=']").first();
    const href = (await first.getAttribute("href"))!;
    const { canonical, meta } = await shareTagsOf(page, href);
    expect(canonical).toMatch(/\/novedades\?noticia=\d+$/);
    expect(meta("og:type")).toBe("article");
    expect(await page.title()).not.toBe(meta("og:title"));
    // The seed's news use the built-in illustrations (SVG), which WhatsApp cannot show: the preview is a PNG.
    const preview = await page.request.get(meta("og:image")!.replace(baseURL!, ""));
    expect(["image/png", "image/jpeg"]).toContain(preview.headers()["content-type"]);

    const { meta: competition } = await shareTagsOf(page, "/campeonatos/mantecup/futbol-femenino");
    expect(competition("og:title")).toBe("Fútbol Femenino · Mantecup");
    const card = await page.request.get(competition("og:image")!.replace(baseURL!, ""));
    expect(card.headers()["content-type"]).toBe("image/png");
    const png = await card.body();
    // The PNG's header: its width and height (big-endian, bytes 16 to 24).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test(
    "a competition page offers «Compartir» (the link copied where the phone has no share sheet) and a printable poster with its QR code",
    ON_PHONE_TOO,
    async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoHydrated(page, "/campeonatos/mantecup/voleibol-mixto");
      if (!(await page.evaluate(() => typeof navigator.share === "function"))) {
        await page.getByRole("button", { name: "Compartir" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Enlace copiado" })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          `${baseURL}/campeonatos/mantecup/voleibol-mixto`,
        );
      }
      await page.getByRole("link", { name: "Cartel con código QR" }).click();
      await expect(page).toHaveURL(/\/cartel\?ruta=%2Fcampeonatos%2Fmantecup%2Fvoleibol-mixto$/);
      await expect(page.getByRole("heading", { level: 1, name: "Voleibol Mixto" })).toBeVisible();
      await expect(
        page.getByRole("img", { name: `Código QR de ${baseURL}/campeonatos/mantecup/voleibol-mixto` }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Imprimir el cartel" })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});
