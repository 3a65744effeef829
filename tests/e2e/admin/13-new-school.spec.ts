import { E2E_EMPTY_BASE_URL } from "../../../playwright.config";
import { expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, signInAsTeacher, test } from "../fixtures";
import { toast, visitor } from "./helpers";

// The site started with `--vacio` (playwright.config.ts): a new school's first start.
test.use({ baseURL: E2E_EMPTY_BASE_URL });

test.describe("a new school starts clean (issue 46)", () => {
  test(
    "on a phone, the teacher reaches a working site (name, a course with its password, a project, a competition) in five submissions",
    ON_PHONE_TOO,
    async ({ page, browser, isPhone }, testInfo) => {
      test.skip(!isPhone, "The teacher of a new school sets it up on a phone.");
      // Five forms and a family's visit: a long journey on a 2-core machine (the clock below is the measure).
      test.setTimeout(180_000);
      const started = Date.now();
      let submissions = 0;
      const submit = async (name: string) => {
        submissions += 1;
        await page.getByRole("button", { name }).click();
      };

      // Nothing of the sample school: no projects, no courses, no news.
      const family = await visitor(browser);
      try {
        await gotoHydrated(family.page, "/");
        const siteMap = family.page.getByRole("navigation", { name: "Mapa del sitio" });
        await expect(siteMap.getByRole("link", { name: "Horarios" })).toBeVisible();
        await expect(siteMap.getByRole("link", { name: "Health Leaders" })).toHaveCount(0);
        await expect(siteMap.getByRole("heading", { name: "Cursos" })).toHaveCount(0);
        expect((await family.page.goto("/proyectos/health-leaders"))?.status()).toBe(404);

        submissions += 1; // signing in
        await signInAsTeacher(page, "/admin/ajustes");
        await page.getByLabel("Nombre del centro").fill("IES Nuevo Horizonte");
        await submit("Guardar ajustes");
        await expect(toast(page, "Ajustes guardados")).toBeVisible();

        await gotoHydrated(page, "/admin/cursos");
        await expect(page.getByText("No hay ningún curso en uso: añade uno aquí debajo.")).toBeVisible();
        const course = page.getByRole("form", { name: "Añadir un curso" });
        await course.getByLabel("Nombre").fill("1º ESO");
        await course.getByLabel("Clases").fill("A-C");
        const password = await course.getByLabel("Contraseña de su zona").inputValue();
        expect(password.length).toBeGreaterThanOrEqual(6);
        await submit("Añadir el curso");
        await expect(page.getByText("1º ESO añadido: ya está en el menú.")).toBeVisible();
        await expect(page.getByTestId("contrasena-nuevo-curso")).toHaveText(password);

        await gotoHydrated(page, "/admin/proyectos");
        const project = page.getByRole("form", { name: "Añadir un proyecto" });
        await project.getByLabel("Nombre").fill("Patios Activos");
        await project.getByLabel("Con formulario de inscripción").check();
        await submit("Añadir el proyecto");
        await expect(toast(page, "Patios Activos añadido")).toBeVisible();

        await gotoHydrated(page, "/admin/campeonatos");
        const competition = page.getByRole("form", { name: "Nueva competición" });
        await competition.getByLabel("Nombre").fill("Fútbol Sala Mixto");
        await competition.getByLabel("Equipos (opcional)").fill("Los Rayos\nÁguilas\nTiburones\nPanteras");
        // Its matches are made at once, from a school day a week ahead.
        await competition
          .getByLabel("Primer día")
          .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
        await submit("Crear competición");
        await expect(page).toHaveURL(/\/admin\/campeonatos\/futbol-sala-mixto$/);

        const minutes = (Date.now() - started) / 60_000;
        testInfo.annotations.push({
          type: "new-school",
          description: `${submissions} envíos, ${minutes.toFixed(1)} min`,
        });
        expect(submissions).toBe(5);
        expect(minutes).toBeLessThan(10);

        // A family finds the school's course (and its gate opens with its password), its project, and the competition.
        await gotoHydrated(family.page, "/");
        await siteMap.getByRole("link", { name: "Patios Activos" }).click();
        await expect(family.page.getByRole("heading", { level: 1, name: "Patios Activos" })).toBeVisible();
        await expectNoAxeViolations(family.page);
        await gotoHydrated(family.page, "/");
        await siteMap.getByRole("link", { name: "1º ESO" }).click();
        await expect(family.page.getByRole("heading", { level: 1, name: "1º ESO" })).toBeVisible();
        await family.page.getByRole("link", { name: "Acceder: Ranking Amigable" }).click();
        await family.page.locator("html[data-hydrated]").waitFor();
        await family.page.getByLabel("Contraseña del curso").fill(password);
        await family.page.getByRole("button", { name: "Entrar" }).click();
        await expect(family.page.getByRole("navigation", { name: "Elige la clase" }).getByRole("link")).toHaveCount(3);
        // The tournament is the new school's, at the address its name gives.
        await siteMap.getByRole("link", { name: "Torneo de los recreos" }).click();
        await expect(family.page).toHaveURL(/\/campeonatos\/torneo-de-los-recreos$/);
        await expect(family.page.getByRole("heading", { level: 1, name: "Torneo de los recreos" })).toBeVisible();
        await family.page
          .getByRole("link", { name: /Fútbol Sala Mixto/ })
          .first()
          .click();
        await expect(family.page.getByRole("heading", { level: 1, name: "Fútbol Sala Mixto" })).toBeVisible();
      } finally {
        await family.close();
      }
    },
  );
});
