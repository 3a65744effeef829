import { E2E_PG_BASE_URL, E2E_PG_DATABASE_URL } from "../../playwright.config";
import { runSql } from "../helpers/postgres";
import { expect, expectNoAxeViolations, gotoHydrated, notice, ON_PHONE_TOO, signInAsTeacher, test } from "./fixtures";

test.describe("blog", () => {
  test("filters by category in the URL and shows the empty state naming the category", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const filter = page.getByRole("navigation", { name: "Categorías del blog" });
    // The blog opens on every post: once it opened on 'Todos', the posts without a course,
    // and a new 2º ESO post was nowhere on /blog.
    const all = filter.getByRole("link", { name: /^Todas las entradas \(\d+\)$/ });
    await expect(all).toHaveAttribute("aria-current", "page");
    const total = Number(/\((\d+)\)/.exec((await all.textContent()) ?? "")?.[1]);
    await expect(page.getByTestId("blog-post")).toHaveCount(total);
    await expect(page.getByTestId("blog-post").filter({ hasText: "Cómo preparamos el Desafío Xacobeo" })).toHaveCount(
      1,
    );
    await expect(
      page.getByTestId("blog-post").filter({ hasText: "Bienvenidos al blog de Educación Física" }),
    ).toHaveCount(1);
    // The posts without a course have a name nobody reads as «all».
    await expect(filter.getByRole("link", { name: /^Todos/ })).toHaveCount(0);
    await filter.getByRole("link", { name: /^Para todos los cursos/ }).click();
    await expect(page).toHaveURL(/\/blog\?categoria=todos$/);
    await expect(page.getByTestId("blog-post").first()).toContainText("Bienvenidos al blog de Educación Física");
    await expect(page.getByTestId("blog-post").filter({ hasText: "Cómo preparamos el Desafío Xacobeo" })).toHaveCount(
      0,
    );
    await expect(filter.getByRole("link", { name: /^3º ESO \(\d+\)$/ })).toBeVisible();
    await filter.getByRole("link", { name: "3º ESO" }).click();
    await expect(page).toHaveURL(/\/blog\?categoria=3-eso$/);
    await expect(page.getByTestId("blog-post")).toHaveCount(1);
    await expect(page.getByTestId("blog-post")).toContainText("Cómo preparamos el Desafío Xacobeo");
    await page.reload();
    await expect(filter.getByRole("link", { name: "3º ESO" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    // The seeded 2º ESO post has no author: shown as 'Anónimo'.
    await filter.getByRole("link", { name: "2º ESO" }).click();
    await expect(page.getByTestId("blog-post").first()).toContainText("Por Anónimo");
  });

  test("a post has its own page: its title in the list leads there, with its likes and comments; a comment waits for the teacher, who approves it", async ({
    page,
    browser,
  }) => {
    await gotoHydrated(page, "/blog?categoria=3-eso");
    await page.getByRole("link", { name: "Cómo preparamos el Desafío Xacobeo" }).click();
    await expect(page).toHaveURL(/\/blog\/\d+-como-preparamos-el-desafio-xacobeo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cómo preparamos el Desafío Xacobeo" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Me gusta/ })).toBeVisible();
    // The comments are open on the post's page.
    const text = `Desde su página ${Date.now()}`;
    // Pupils are minors: the form asks for the first name and says the comment waits for the teacher.
    await expect(page.getByText("Tu comentario aparecerá cuando el profesorado lo apruebe.")).toBeVisible();
    await page.getByLabel("Tu nombre").fill("Lucía Pérez Gómez");
    await page.getByLabel("Tu comentario").fill(text);
    await page.getByRole("button", { name: "Comentar" }).click();
    await expect(page.getByText("Escribe solo tu nombre, sin apellidos.").first()).toBeVisible();
    await expect(notice(page, "Revisa el campo marcado")).toBeVisible();
    await page.getByLabel("Tu nombre").fill("Leo");
    await page.getByRole("button", { name: "Comentar" }).click();
    await expect(notice(page, "¡Comentario enviado!")).toContainText("Se publicará cuando el profesorado lo revise.");
    await expect(page.getByTestId("blog-comment").filter({ hasText: text })).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog\/\d+-como-preparamos-el-desafio-xacobeo/);
    await expectNoAxeViolations(page);

    // The teacher approves it in Moderación; then everyone sees it on the post's page.
    const teacher = await browser.newPage();
    await signInAsTeacher(teacher, "/admin/moderacion?tipo=pendientes");
    await teacher.getByRole("article").filter({ hasText: text }).getByRole("button", { name: "Aprobar" }).click();
    await expect(notice(teacher, "Comentario aprobado")).toBeVisible();
    await teacher.close();
    await page.reload();
    await expect(page.getByTestId("blog-comment").filter({ hasText: text })).toBeVisible();

    // A wrong title in the address leads to the post's own; an unknown post is a 404.
    const own = new URL(page.url()).pathname;
    const id = own.split("/")[2]!.split("-")[0];
    await page.goto(`/blog/${id}-titulo-antiguo`);
    await expect(page).toHaveURL(new RegExp(`${own}$`));
    expect((await page.request.get("/blog/999999-no-existe")).status()).toBe(404);
  });

  test("a category without posts says so", async ({ page }) => {
    await gotoHydrated(page, "/blog?categoria=1-bachillerato");
    await expect(page.getByTestId("blog-post")).toHaveCount(1);
    // An unknown category falls back to every post; the empty state is shown when a list is empty.
    await page.goto("/blog?categoria=no-existe");
    await expect(
      page.getByRole("navigation", { name: "Categorías del blog" }).getByRole("link", { name: /^Todas las entradas/ }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("comments: 'Campos vacíos', then a comment that waits for the teacher, and the pupil is told", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const post = page.getByTestId("blog-post").first();
    const before = Number(await post.getByTestId("comment-count").textContent());
    await post.getByText(/Comentarios/).click();
    const name = post.getByLabel("Tu nombre");
    await expect(name).toHaveAttribute("maxlength", "50");
    await expect(post.getByLabel("Tu comentario")).toHaveAttribute("maxlength", "500");
    await name.fill("Inés");
    await post.getByRole("button", { name: "Comentar" }).click();
    await expect(notice(page, "Campos vacíos")).toContainText("Por favor, escribe tu nombre y un comentario.");

    const text = `¡Qué buena idea! ${Date.now()}`;
    await post.getByLabel("Tu comentario").fill(text);
    await post.getByRole("button", { name: "Comentar" }).click();
    await expect(notice(page, "¡Comentario enviado!")).toContainText("Se publicará cuando el profesorado lo revise.");
    // Not shown until the teacher approves it; the count is still what is listed.
    await expect(post.getByTestId("blog-comment").filter({ hasText: text })).toHaveCount(0);
    const listed = await post.getByTestId("blog-comment").count();
    expect(listed).toBeGreaterThanOrEqual(before);
    await expect(post.getByTestId("comment-count")).toHaveText(String(listed));
    await expect(post.getByLabel("Tu comentario")).toHaveValue("");
    await expectNoAxeViolations(page);
  });

  test("a like, then the same like again is refused and the dialog stays open", ON_PHONE_TOO, async ({ page }) => {
    await gotoHydrated(page, "/blog?categoria=1-bachillerato");
    const post = page.getByTestId("blog-post").first();
    const count = post.getByTestId("like-count");
    const before = Number(await count.textContent());
    const who = `Lector ${Date.now()}`;

    const likeLink = post.getByRole("link", { name: /Me gusta/ });
    await likeLink.click();
    const dialog = page.getByRole("dialog", { name: "Registrar «Me gusta»" });
    // 'Cancelar', beside the submit button, closes it and gives the focus back (spec: closes on cancel).
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(likeLink).toBeFocused();
    await likeLink.click();
    await dialog.getByRole("button", { name: "Confirmar «Me gusta»" }).click();
    await expect(notice(page, "Campos requeridos")).toBeVisible();
    await dialog.getByLabel("Tu nombre").fill(who);
    await dialog.getByLabel("Tu curso").fill("1º Bach A");
    await dialog.getByRole("button", { name: "Confirmar «Me gusta»" }).click();
    await expect(notice(page, '¡Gracias por tu "Me gusta"!')).toContainText("Tu participación ha sido registrada.");
    await expect(dialog).toBeHidden();
    await expect(count).not.toHaveText(String(before));
    const after = Number(await count.textContent());
    expect(after).toBeGreaterThanOrEqual(before + 1);
    // The button says this device liked it, after a reload too.
    await expect(post.getByTestId("liked-here")).toHaveText(" · ya te gusta");
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.getByTestId("blog-post").first().getByTestId("liked-here")).toBeVisible();

    await post.getByRole("link", { name: /Me gusta/ }).click();
    await dialog.getByLabel("Tu nombre").fill(` ${who.toUpperCase()} `);
    await dialog.getByLabel("Tu curso").fill("1º bach a");
    await dialog.getByRole("button", { name: "Confirmar «Me gusta»" }).click();
    await expect(notice(page, 'No se pudo registrar tu "Me gusta". Es posible que ya hayas votado.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // One Escape closes the dialog the visitor is in, even with a notice on screen; the notice
    // goes on its own timer. (While the modal dialog is open the rest of the page, the notice
    // too, is hidden from the accessibility tree; it was announced through the live status above.)
    await dialog.getByRole("button", { name: "Confirmar «Me gusta»" }).click();
    const refused = notice(page, "Es posible que ya hayas votado");
    await expect(refused).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(refused).toBeVisible();
  });

  test("the browser remembers the visitor's name and course for the next like and comment, and forgets them on request", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const posts = page.getByTestId("blog-post");
    const who = `Lectora ${Date.now()}`;
    const dialog = page.getByRole("dialog", { name: "Registrar «Me gusta»" });
    await posts
      .first()
      .getByRole("link", { name: /Me gusta/ })
      .click();
    // Nothing is remembered, or sent, before the first form.
    await expect(dialog.getByLabel("Tu nombre")).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("ef-visitante"))).toBeNull();
    await dialog.getByLabel("Tu nombre").fill(who);
    await dialog.getByLabel("Tu curso").fill("3º ESO B");
    await dialog.getByRole("button", { name: "Confirmar «Me gusta»" }).click();
    await expect(notice(page, '¡Gracias por tu "Me gusta"!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await gotoHydrated(page, "/blog");
    // The comment forms offer the name; the next like, the name and the course.
    await expect(posts.first().getByLabel("Tu nombre")).toHaveValue(who);
    await posts
      .first()
      .getByRole("link", { name: /Me gusta/ })
      .click();
    await expect(dialog.getByLabel("Tu nombre")).toHaveValue(who);
    await expect(dialog.getByLabel("Tu curso")).toHaveValue("3º ESO B");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "No soy yo: olvidar mis datos" }).click();
    await expect(dialog.getByLabel("Tu nombre")).toHaveValue("");
    await expect(dialog.getByLabel("Tu curso")).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("ef-visitante"))).toBeNull();
    await page.keyboard.press("Escape");
    await gotoHydrated(page, "/blog");
    await expect(posts.first().getByLabel("Tu nombre")).toHaveValue("");
  });

  test("the RSS feed lists the posts of every category", async ({ request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain("<title>Reto del mes: 10.000 pasos al día</title>");
    expect(xml).toContain("<category>3º ESO</category>");
    expect(xml).toContain("<author>Anónimo</author>");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a comment posts and comes back to the post with the notice that it waits for the teacher", async ({
      page,
    }) => {
      const text = `Sin JavaScript ${Date.now()}`;
      await page.goto("/blog");
      const post = page.getByTestId("blog-post").first();
      await post.getByText(/Comentarios/).click();
      await post.getByLabel("Tu nombre").fill("Sin JS");
      await post.getByLabel("Tu comentario").fill(text);
      await post.getByRole("button", { name: "Comentar" }).click();
      // Back at the post with its comments open; the comment waits for the teacher.
      await expect(page).toHaveURL(/\/blog(\?comentarios=\d+)?#publicacion-\d+$/);
      await expect(page.getByTestId("flash-notice")).toContainText("¡Comentario enviado!");
      await expect(page.getByTestId("flash-notice")).toContainText("Se publicará cuando el profesorado lo revise.");
      await expect(page.getByTestId("blog-comment").filter({ hasText: text })).toHaveCount(0);
    });
  });
});

test.describe("blog states against the PostgreSQL server", () => {
  test.skip(!E2E_PG_DATABASE_URL, "needs a PostgreSQL server (E2E_PG_URL)");
  test.skip(({ isPhone }) => isPhone, "one viewport: these tests change the shared database");
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: E2E_PG_BASE_URL });

  const query = (sql: string) => runSql(E2E_PG_DATABASE_URL!, sql);

  test("a category without posts shows the empty state naming it", async ({ page }) => {
    await query("delete from blog_posts where category = '1º Bachillerato'");
    await gotoHydrated(page, "/blog");
    await page
      .getByRole("navigation", { name: "Categorías del blog" })
      .getByRole("link", { name: "1º Bachillerato" })
      .click();
    await expect(page.getByText("No hay publicaciones aquí")).toBeVisible();
    await expect(page.getByText("Todavía no hay publicaciones en «1º Bachillerato». ¡Vuelve pronto!")).toBeVisible();
    await expect(page.getByTestId("blog-post")).toHaveCount(0);
  });

  test("when the posts cannot be loaded the page says so", async ({ page }) => {
    await query("alter table blog_posts rename to blog_posts_averiada");
    try {
      await page.goto("/blog?categoria=2-eso");
      await expect(page.getByRole("alert")).toHaveText(
        "No se pudieron cargar las publicaciones. Inténtalo de nuevo más tarde.",
      );
      await expect(page.getByRole("navigation", { name: "Categorías del blog" })).toBeVisible();
    } finally {
      await query("alter table blog_posts_averiada rename to blog_posts");
    }
  });
});
