import { expect, expectNoAxeViolations, gotoHydrated, test } from "../fixtures";
import { signIn, toast, visitor } from "./helpers";

test.describe("the site's menu (issue 46)", () => {
  test("the teacher renames a section and hides another: a family's menu follows, and the hidden page still answers", async ({
    page,
    browser,
  }) => {
    await signIn(page, "/admin/menu");
    await expectNoAxeViolations(page);
    const form = page.getByRole("form", { name: "Nombres y qué se muestra" });
    const projects = form.getByRole("group", { name: "Nuestros Proyectos" });
    await projects.getByLabel("Nombre en el menú").fill("Proyectos");
    await form.getByRole("group", { name: "Bilingüismo" }).getByLabel("Mostrar «Bilingüismo» en el menú").uncheck();
    await form.getByRole("button", { name: "Guardar el menú" }).click();
    await expect(toast(page, "Menú guardado")).toBeVisible();
    await page.getByRole("button", { name: "Subir Novedades" }).click();
    await expect(toast(page, "Orden guardado")).toBeVisible();

    const family = await visitor(browser);
    try {
      await gotoHydrated(family.page, "/");
      const siteMap = family.page.getByRole("navigation", { name: "Mapa del sitio" });
      await expect(siteMap.getByRole("heading", { name: "Proyectos", exact: true })).toBeVisible();
      await expect(siteMap.getByRole("heading", { name: "Bilingüismo" })).toHaveCount(0);
      await expect(siteMap.getByRole("link", { name: "Recursos y Materiales" })).toHaveCount(0);
      expect((await family.page.goto("/bilinguismo/recursos"))?.status()).toBe(200);
    } finally {
      await family.close();
    }

    // Put back as it was: the other tests find the sample school's menu.
    await gotoHydrated(page, "/admin/menu");
    await form
      .getByRole("group", { name: "Nuestros Proyectos" })
      .getByLabel("Nombre en el menú")
      .fill("Nuestros Proyectos");
    await form.getByRole("group", { name: "Bilingüismo" }).getByLabel("Mostrar «Bilingüismo» en el menú").check();
    await form.getByRole("button", { name: "Guardar el menú" }).click();
    await expect(toast(page, "Menú guardado")).toBeVisible();
    await page.getByRole("button", { name: "Bajar Novedades" }).click();
    await expect(toast(page, "Orden guardado")).toBeVisible();
  });
});
