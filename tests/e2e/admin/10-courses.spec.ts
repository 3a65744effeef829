import { confirmChange, expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, test } from "../fixtures";
import { signIn, toast, unique, visitor } from "./helpers";

test.describe("the school's courses", () => {
  test(
    "the teacher adds a course with classes A–D: it is in the menu, has its page and its gate, takes a pasted class, and once retired its address leads to the archive",
    ON_PHONE_TOO,
    async ({ page, browser, isPhone }) => {
      // The two projects share the database: each adds its own course and retires it at the end.
      const label = isPhone ? "2º Bachillerato" : "4º ESO";
      const slug = isPhone ? "2-bachillerato" : "4-eso";
      const password = "clave-nuevo-curso";
      await signIn(page, "/admin/cursos");
      await expectNoAxeViolations(page);
      const add = page.getByRole("form", { name: "Añadir un curso" });
      await add.getByLabel("Nombre").fill(label);
      await add.getByLabel("Clases").fill("A, B, C, D!");
      await add.getByLabel("Contraseña de su zona").fill(password);
      await add.getByRole("button", { name: "Añadir el curso" }).click();
      await expect(add.getByText("Escribe las clases así: A, B, C o A-D (12 como mucho).")).toBeVisible();
      await expect(add.getByLabel("Nombre")).toHaveValue(label);
      await add.getByLabel("Clases").fill("A-D");
      await add.getByRole("button", { name: "Añadir el curso" }).click();
      // The page says it was added and shows its password once, to be written down.
      await expect(page.getByText(`${label} añadido: ya está en el menú.`)).toBeVisible();
      await expect(page.getByTestId("contrasena-nuevo-curso")).toHaveText(password);
      const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label, exact: true }) });
      await expect(row).toContainText(`/cursos/${slug} · clases A, B, C, D · Ranking amigable`);

      // A family sees it in the menu (the footer's site map has every entry, on a phone too) and opens its page.
      const family = await visitor(browser);
      try {
        await gotoHydrated(family.page, "/");
        const siteMap = family.page.getByRole("navigation", { name: "Mapa del sitio" });
        await siteMap.getByRole("link", { name: label, exact: true }).click();
        await expect(family.page).toHaveURL(new RegExp(`/cursos/${slug}$`));
        await expect(family.page.getByRole("heading", { level: 1, name: label })).toBeVisible();
        await expect(family.page.getByText(`¡Bienvenidos y bienvenidas a ${label}!`).first()).toBeVisible();

        // Its zone's gate opens with its password; its four classes are there.
        await family.page.getByRole("link", { name: "Acceder: Ranking Amigable" }).click();
        await expect(family.page).toHaveURL(new RegExp(`/cursos/ranking-amigable\\?curso=${slug}$`));
        await family.page.locator("html[data-hydrated]").waitFor();
        await family.page.getByLabel("Contraseña del curso").fill(password);
        await family.page.getByRole("button", { name: "Entrar" }).click();
        const classes = family.page.getByRole("navigation", { name: "Elige la clase" });
        await expect(classes.getByRole("link")).toHaveCount(4);
        await expect(classes.getByRole("link", { name: "Clase D" })).toBeVisible();

        // The teacher pastes class D's ranking: the paste's selects offer the new course and its class D.
        await gotoHydrated(page, "/admin/contenido/ranking");
        const paste = page.getByRole("form", { name: "Pegar una clase desde la hoja de cálculo" });
        await paste.getByLabel("Curso").selectOption(label);
        await paste.getByLabel("Clase").selectOption("D");
        const pupil = unique("Nueva");
        await paste.getByLabel("Filas pegadas").fill(`1\t${pupil}\t150`);
        await expect(paste.getByText(`Vista previa: 1 fila para ${label} D`)).toBeVisible();
        await paste.getByRole("button", { name: "Guardar la clase" }).click();
        await expect(toast(page, "Ranking amigable: 1 fila guardada")).toBeVisible();
        await classes.getByRole("link", { name: "Clase D" }).click();
        await expect(family.page.getByTestId("ranking")).toContainText(pupil);

        // Retired: out of the menu; its address says so (410) and leads to the archive.
        await gotoHydrated(page, "/admin/cursos");
        await row.getByRole("button", { name: `Retirar ${label}` }).click();
        await confirmChange(page, `¿Retirar ${label}?`);
        await expect(toast(page, "Curso retirado")).toBeVisible();
        await expect(page.getByRole("region", { name: /Cursos retirados/ })).toContainText(label);
        const answer = await family.page.goto(`/cursos/${slug}`);
        expect(answer?.status()).toBe(410);
        await expect(family.page.getByRole("heading", { name: "Este curso ya no está en la web" })).toBeVisible();
        await family.page.getByRole("link", { name: "Ir al archivo" }).click();
        await expect(family.page).toHaveURL(/\/archivo$/);
        await expect(
          family.page
            .getByRole("navigation", { name: "Mapa del sitio" })
            .getByRole("link", { name: label, exact: true }),
        ).toHaveCount(0);
      } finally {
        await family.close();
      }
    },
  );
});
