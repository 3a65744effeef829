import { E2E_PASSWORDS } from "../../../playwright.config";
import { expect, expectNoAxeViolations, gotoHydrated, notice, ON_PHONE_TOO, test } from "../fixtures";
import { unique, toast, signIn, visitor } from "./helpers";

test.describe("staff back-office", () => {
  test("a published news item appears on /novedades", async ({ page }) => {
    await signIn(page, "/admin/novedades");
    const title = unique("Salida al parque");
    const form = page.getByRole("form", { name: "Publicar una noticia" });
    await form.getByLabel("Título").fill(title);
    // The one text format: the toolbar writes the marks around the selection.
    const content = form.getByLabel("Contenido", { exact: true });
    await content.fill("Traed zapatillas y agua. <script>alert(1)</script>");
    await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(6, 16));
    await form.getByRole("toolbar", { name: "Formato" }).getByRole("button", { name: "Negrita" }).click();
    await content.press("ControlOrMeta+End");
    await content.pressSequentially("\n\n");
    await form.getByRole("button", { name: "Lista" }).click();
    await content.pressSequentially("gorra");
    await expect(content).toHaveValue("Traed **zapatillas** y agua. <script>alert(1)</script>\n\n- gorra");
    await form.getByText("Vista previa").click();
    await expect(form.locator("details strong", { hasText: "zapatillas" })).toBeVisible();
    await form.getByLabel("Etiquetas (separadas por comas)").fill("Evento, 2º ESO");
    await form.getByRole("button", { name: "Publicar" }).click();
    await expect(toast(page, "Noticia publicada")).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/novedades");
    // On the first screen, above the pinned items and their carousel (3,270 px down on a phone).
    await expect(page.getByTestId("newest-news").getByRole("link", { name: title })).toBeInViewport();
    const item = page.getByRole("article").filter({ hasText: title });
    await expect(item.first()).toBeVisible();
    await expect(item.first()).toContainText("Traed zapatillas y agua.");
    await item
      .first()
      .getByRole("link", { name: /Leer más/ })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("strong", { hasText: "zapatillas" })).toBeVisible();
    await expect(dialog.locator(".news-content li")).toHaveText("gorra");
    // Tags are words in this format: shown, never run.
    await expect(dialog).toContainText("<script>alert(1)</script>");
    expect(await page.evaluate(() => document.querySelectorAll("[role=dialog] script").length)).toBe(0);
  });

  test("a hidden blog comment disappears from /blog", async ({ page, browser }) => {
    const text = unique("Comentario para moderar");
    const student = await visitor(browser);
    await gotoHydrated(student.page, "/blog");
    const post = student.page.getByTestId("blog-post").first();
    await post.getByText(/Comentarios/).click();
    await post.getByLabel("Tu nombre").fill("Anónima");
    await post.getByLabel("Tu comentario").fill(text);
    await post.getByRole("button", { name: "Comentar" }).click();
    await expect(notice(student.page, "¡Comentario enviado!")).toContainText(
      "Se publicará cuando el profesorado lo revise.",
    );

    // It waits for the teacher: the panel's home counts it, «Pendientes» lists it.
    await signIn(page, "/admin");
    await expect(page.getByRole("link", { name: /Comentarios pendientes de aprobar/ })).toBeVisible();
    await gotoHydrated(page, "/admin/moderacion?tipo=pendientes");
    await page.getByRole("article").filter({ hasText: text }).getByRole("button", { name: "Aprobar" }).click();
    await expect(notice(page, "Comentario aprobado")).toBeVisible();
    await student.page.reload();
    await student.page
      .getByTestId("blog-post")
      .first()
      .getByText(/Comentarios/)
      .click();
    await expect(student.page.getByTestId("blog-comment").filter({ hasText: text })).toBeVisible();

    // Other visitors' comments may be waiting: the blog's tab lists the published ones.
    await gotoHydrated(page, "/admin/moderacion?tipo=blog");
    const entry = page.getByRole("listitem").filter({ hasText: text });
    await entry.getByRole("button", { name: "Ocultar" }).click();
    await expect(toast(page, "Comentario oculto")).toBeVisible();
    await expect(entry).toContainText("Oculto");
    await expectNoAxeViolations(page);

    await student.page.reload();
    await student.page
      .getByTestId("blog-post")
      .first()
      .getByText(/Comentarios/)
      .click();
    await expect(student.page.getByText(text)).toHaveCount(0);
    await student.close();
  });

  test("email notices: the panel says email is off without SMTP_URL, and keeps the teacher's choice; a forgotten password says so too", async ({
    page,
    browser,
  }) => {
    await signIn(page, "/admin/ajustes");
    const panel = page.getByRole("region", { name: "Avisos por correo" });
    await expect(panel).toContainText("El correo está desactivado en este servidor: falta SMTP_URL");
    await panel.getByLabel("Avisos").selectOption({ label: "Un resumen al día, a la hora que elija" });
    await panel.getByLabel("Hora del resumen diario (hora de Madrid)").selectOption("8");
    await panel.getByRole("button", { name: "Guardar avisos" }).click();
    await expect(notice(page, "Avisos por correo guardados")).toBeVisible();
    await page.reload();
    await expect(panel.getByLabel("Avisos")).toHaveValue("digest");
    await expect(panel.getByLabel("Hora del resumen diario (hora de Madrid)")).toHaveValue("8");
    await panel.getByLabel("Avisos").selectOption("off");
    await panel.getByRole("button", { name: "Guardar avisos" }).click();
    await expect(notice(page, "Avisos por correo guardados")).toBeVisible();

    const { page: anonymous, close } = await visitor(browser);
    await gotoHydrated(anonymous, "/admin/entrar");
    await anonymous.getByRole("link", { name: "¿Has olvidado la contraseña?" }).click();
    await expect(anonymous.getByRole("heading", { level: 1, name: "Recuperar la contraseña" })).toBeVisible();
    await expect(anonymous.getByText("El correo no está configurado en este servidor")).toBeVisible();
    await expectNoAxeViolations(anonymous);
    await close();
  });

  test("a new course password unlocks the ranking; the old one no longer does", async ({ page, browser }) => {
    await signIn(page, "/admin/ajustes");
    const form = page.getByRole("form", { name: "Contraseña de 2º ESO" });
    const fresh = unique("clave-nueva").replaceAll(" ", "-");
    await form.getByLabel("Nueva contraseña", { exact: true }).fill(fresh);
    await form.getByLabel("Repite la nueva contraseña").fill(`${fresh}x`);
    await form.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(form.getByText("Las dos contraseñas no coinciden.")).toBeVisible();
    await form.getByLabel("Nueva contraseña", { exact: true }).fill(fresh);
    await form.getByLabel("Repite la nueva contraseña").fill(fresh);
    await form.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(toast(page, "Contraseña de 2º ESO cambiada")).toBeVisible();
    await expectNoAxeViolations(page);

    const student = await visitor(browser);
    await gotoHydrated(student.page, "/cursos/ranking-amigable?curso=2-eso");
    const password = student.page.getByLabel("Contraseña del curso");
    await password.fill(E2E_PASSWORDS.COURSE_PASSWORD_2ESO);
    await student.page.getByRole("button", { name: "Entrar" }).click();
    await expect(toast(student.page, "Error de contraseña")).toBeVisible();
    await password.fill(fresh);
    await student.page.getByRole("button", { name: "Entrar" }).click();
    await expect(toast(student.page, "Acceso concedido")).toBeVisible();
    await student.close();

    // Back to the password the other tests use.
    await form.getByLabel("Nueva contraseña", { exact: true }).fill(E2E_PASSWORDS.COURSE_PASSWORD_2ESO);
    await form.getByLabel("Repite la nueva contraseña").fill(E2E_PASSWORDS.COURSE_PASSWORD_2ESO);
    await form.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(toast(page, "Contraseña de 2º ESO cambiada")).toBeVisible();
  });

  test(
    "an invited organiser creates an account once and cannot open the teacher's pages",
    ON_PHONE_TOO,
    async ({ page, browser, isPhone }) => {
      await signIn(page, "/admin/equipo");
      const email = `orga-${isPhone ? "movil" : "escritorio"}-${Date.now()}@example.org`;
      const invite = page.locator("form").filter({ has: page.getByRole("button", { name: "Crear invitación" }) });
      await invite.getByLabel("Correo").fill(email);
      await invite.getByLabel("Rol").selectOption("organiser");
      await invite.getByRole("button", { name: "Crear invitación" }).click();
      const link = (await page.getByTestId("invitation-link").textContent())!.trim();
      expect(link).toMatch(/\/admin\/invitacion\/[\w-]+$/);
      await expectNoAxeViolations(page);

      const organiser = await visitor(browser);
      await gotoHydrated(organiser.page, link);
      await expect(organiser.page.getByText(email)).toBeVisible();
      await organiser.page.getByLabel("Tu nombre").fill("Organiza");
      await organiser.page.getByLabel("Contraseña (mínimo 10 caracteres)").fill("clave-de-organiza");
      await organiser.page.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(organiser.page).toHaveURL(/\/admin$/);
      await expect(toast(organiser.page, "¡Bienvenido/a, Organiza!")).toBeVisible();
      await expect(organiser.page.getByRole("link", { name: "Voleibol Mixto" })).toBeVisible();
      await expectNoAxeViolations(organiser.page);

      const refused = await organiser.page.goto("/admin/torneo");
      expect(refused?.status()).toBe(403);
      await expect(organiser.page.getByRole("heading", { level: 1 })).toHaveText("Acceso denegado");

      // The result dialog opens straight on the scores for a signed-in organiser.
      await gotoHydrated(organiser.page, "/campeonatos/mantecup/voleibol-mixto");
      await organiser.page.locator("a[id^='partido-']").first().click();
      const dialog = organiser.page.getByRole("dialog", { name: "Resultado del partido" });
      await expect(dialog.getByText("Has iniciado sesión con tu cuenta")).toBeVisible();
      await expect(dialog.getByLabel(/^Marcador de/).first()).toBeVisible();
      await expect(dialog.getByLabel("Contraseña")).toHaveCount(0);
      await organiser.close();

      // The link works once.
      const again = await visitor(browser);
      const second = await again.page.goto(link);
      expect(second?.status()).toBe(410);
      await expect(again.page.getByRole("alert")).toContainText("Esta invitación no es válida");
      await again.close();
    },
  );
});
