import { expect, expectNoAxeViolations, gotoHydrated, test } from "../fixtures";
import type { Locator, Page } from "@playwright/test";
import { signIn, toast, visitor } from "./helpers";

/** Gives a setting its sample value back, and checks the address it names answers again. */
async function putBack(page: Page, field: Locator, value: string, address: string) {
  await gotoHydrated(page, "/admin/ajustes");
  await field.fill(value);
  await page.getByRole("button", { name: "Guardar ajustes" }).click();
  await expect(toast(page, "Ajustes guardados")).toBeVisible();
  expect((await page.goto(address))?.status()).toBe(200);
}

test.describe("the site's menu", () => {
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

  test("a new year's name for the bilingual project gives its page a new address; a poster's old one still leads there", async ({
    page,
    browser,
  }) => {
    await signIn(page, "/admin/ajustes");
    const name = page.getByLabel("Proyecto bilingüe en el menú");
    await name.fill("Proyecto Bilingüe 26/27");
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    await expect(toast(page, "Ajustes guardados")).toBeVisible();

    const family = await visitor(browser);
    try {
      // The QR code printed last year names the old address.
      await gotoHydrated(family.page, "/bilinguismo/proyecto-bilingue-24-25");
      await expect(family.page).toHaveURL(/\/bilinguismo\/proyecto-bilingue-26-27$/);
      await expect(family.page.getByRole("heading", { level: 1 })).toBeVisible();
      const siteMap = family.page.getByRole("navigation", { name: "Mapa del sitio" });
      await expect(siteMap.getByRole("link", { name: "Proyecto Bilingüe 26/27" })).toHaveAttribute(
        "href",
        "/bilinguismo/proyecto-bilingue-26-27",
      );
      expect((await family.page.goto("/bilinguismo/proyecto-bilingue-99-00"))?.status()).toBe(404);
    } finally {
      await family.close();
    }

    // Put back as it was: the other tests find the sample's address, and it answers again.
    await putBack(page, name, "Proyecto Bilingüe 24/25", "/bilinguismo/proyecto-bilingue-24-25");
  });

  test("the league takes the school's own name: its menu entry, page and form follow, and its old address leads there", async ({
    page,
    browser,
  }) => {
    await signIn(page, "/admin/ajustes");
    const name = page.getByLabel("Nombre de la liga");
    await name.fill("Liga Bahía");
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    await expect(toast(page, "Ajustes guardados")).toBeVisible();

    const family = await visitor(browser);
    try {
      await gotoHydrated(family.page, "/campeonatos/fernando-iii-league");
      await expect(family.page).toHaveURL(/\/campeonatos\/liga-bahia$/);
      const siteMap = family.page.getByRole("navigation", { name: "Mapa del sitio" });
      await expect(siteMap.getByRole("link", { name: "Liga Bahía" })).toHaveAttribute(
        "href",
        "/campeonatos/liga-bahia",
      );
      await family.page.getByRole("link", { name: "Inscribir equipo" }).click();
      await expect(family.page.getByRole("dialog", { name: "Inscripción en la Liga Bahía" })).toBeVisible();
      await expectNoAxeViolations(family.page);
    } finally {
      await family.close();
    }

    // Put back as it was: the other tests find the sample school's league.
    await putBack(page, name, "Fernando III League", "/campeonatos/fernando-iii-league");
  });

  test("the tournament takes the school's own name: its menu entry, page, competitions and the way back follow, and its old addresses lead there", async ({
    page,
    browser,
  }) => {
    await signIn(page, "/admin/ajustes");
    const name = page.getByLabel("Nombre del torneo");
    // The league's name is refused: both pages would be at one address. What was typed stays.
    await name.fill("Fernando III league");
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    await expect(
      page.getByText("La liga y el torneo necesitan nombres distintos: sus páginas estarían en la misma dirección."),
    ).toBeVisible();
    await expect(name).toHaveValue("Fernando III league");
    await name.fill("Copa Bahía");
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    await expect(toast(page, "Ajustes guardados")).toBeVisible();
    await expect(page.getByLabel("Edición del Torneo Copa Bahía")).toBeVisible();

    const family = await visitor(browser);
    try {
      // A poster's QR code printed before the rename.
      await gotoHydrated(family.page, "/campeonatos/mantecup/futbol-femenino");
      await expect(family.page).toHaveURL(/\/campeonatos\/copa-bahia\/futbol-femenino$/);
      await expect(family.page).toHaveTitle(/Fútbol Femenino · Copa Bahía/);
      await family.page.getByRole("link", { name: "Volver al Torneo Copa Bahía" }).click();
      await expect(family.page).toHaveURL(/\/campeonatos\/copa-bahia$/);
      await expect(family.page.getByRole("heading", { level: 1 })).toHaveText("Torneo Copa Bahía");
      await expectNoAxeViolations(family.page);
      const siteMap = family.page.getByRole("navigation", { name: "Mapa del sitio" });
      await expect(siteMap.getByRole("link", { name: "Torneo Copa Bahía" })).toHaveAttribute(
        "href",
        "/campeonatos/copa-bahia",
      );
      await family.page.getByRole("link", { name: "Fútbol Masculino" }).first().click();
      await expect(family.page).toHaveURL(/\/campeonatos\/copa-bahia\/futbol-masculino$/);
      // The league is where it was.
      expect((await family.page.goto("/campeonatos/fernando-iii-league"))?.status()).toBe(200);
    } finally {
      await family.close();
    }

    // Put back as it was: the other tests find the sample school's tournament.
    await putBack(page, name, "Mantecup", "/campeonatos/mantecup");
  });
});
