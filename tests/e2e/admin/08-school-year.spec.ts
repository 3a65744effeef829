import { E2E_PASSWORDS } from "../../../playwright.config";
import { confirmChange, expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, test } from "../fixtures";
import { toast, signIn, visitor } from "./helpers";
import { schoolYearOn } from "../../../app/archive/domain/school-calendar";
import { nextSchoolYear } from "../../../app/archive/domain/school-calendar";
import { madridDayOf } from "../../../app/platform/domain/madrid-time";

// A new site opens the year the calendar is in: the test's server started today.
const year = schoolYearOn(madridDayOf(new Date()));
const next = nextSchoolYear(year);

// Closing the year empties the competitions, ranking and passwords the other tests use: it runs
// once, on the phone's back-office site (playwright.config.ts), after the files numbered before it.
test.describe("school years", () => {
  test(
    "the teacher closes the school year: everything is under /archivo/<the year>/, the new year starts clean, and last year's password no longer opens the ranking",
    ON_PHONE_TOO,
    async ({ page, browser }, testInfo) => {
      test.skip(testInfo.project.name !== "admin-phone", "once, last");
      test.setTimeout(120_000);
      // A student had the 2º ESO ranking open with this year's password.
      const student = await visitor(browser);
      await gotoHydrated(student.page, "/cursos/ranking-amigable?curso=2-eso");
      await student.page.getByLabel("Contraseña del curso").fill(E2E_PASSWORDS.COURSE_PASSWORD_2ESO);
      await student.page.getByRole("button", { name: "Entrar" }).click();
      await expect(toast(student.page, "Acceso concedido")).toBeVisible();
      await expect(student.page.getByText("Aún no hay datos para esta clase.")).toHaveCount(0);

      await signIn(page, "/admin/curso-escolar");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Curso escolar ${year}`);
      await expectNoAxeViolations(page);
      const close = page.getByRole("form", { name: `Cerrar el curso ${year}` });
      const newPassword = await close.getByLabel("Nueva contraseña de 2º ESO").inputValue();
      expect(newPassword).toMatch(/^[a-z]{6}-[a-z]{6}-\d{2}$/);
      await close.getByRole("button", { name: "Cerrar el curso" }).click();
      // The site's own question, not the browser's: Escape answers no, and nothing is sent.
      await expect(page.getByRole("alertdialog")).toContainText(`¿Cerrar el curso ${year}? No se puede deshacer.`);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toBeHidden();
      await close.getByRole("button", { name: "Cerrar el curso" }).click();
      await confirmChange(page);
      await expect(close.getByText("Marca la casilla para confirmar que quieres cerrar el curso.")).toBeVisible();
      await close.getByLabel(`Entiendo que el curso ${year} pasa al archivo y el nuevo empieza vacío`).check();
      await close.getByRole("button", { name: "Cerrar el curso" }).click();
      await confirmChange(page);
      const done = page.getByRole("status").filter({ hasText: `Curso ${year} cerrado` });
      await expect(done).toBeVisible();
      await expect(done.getByTestId("nueva-course:2-eso")).toHaveText(newPassword);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Curso escolar ${next}`);
      // The year just opened is not offered to be closed at once: its form is folded away,
      // and starts unticked: one more click closes nothing by mistake.
      const folded = page.getByText(`El curso ${next} acaba de empezar`);
      await expect(folded).toBeVisible();
      await expect(page.getByRole("form", { name: `Cerrar el curso ${next}` })).toBeHidden();
      await folded.click();
      await expect(
        page
          .getByRole("form", { name: `Cerrar el curso ${next}` })
          .getByLabel(new RegExp(`^Entiendo que el curso ${next}`)),
      ).not.toBeChecked();

      // Everything the year showed, under /archivo/<the year>/.
      await gotoHydrated(page, "/archivo");
      await page.getByRole("link", { name: `Curso ${year}` }).click();
      await expect(page).toHaveURL(new RegExp(`/archivo/${year}$`));
      for (const section of ["Campeonatos", "Liga", "Rincón de logros", "Noticias de curso", "Novedades", "Blog"]) {
        await expect(
          page.getByRole("main").getByRole("heading", { level: 2, name: section, exact: true }),
        ).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: /^Fútbol Masculino/ }).click();
      await expect(page).toHaveURL(new RegExp(`/archivo/${year}/campeonatos/futbol-masculino$`));
      await expect(page.getByRole("table").first()).toBeVisible();
      await expect(
        page
          .getByTestId("marcador")
          .filter({ hasText: /\d+ - \d+/ })
          .first(),
      ).toBeVisible();
      // Read-only: no match opens a result form.
      await expect(page.locator("a[id^='partido-']")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The new year starts clean: no fixtures, and the ranking is closed to last year's cookie and password.
      await gotoHydrated(page, "/campeonatos/mantecup/futbol-masculino");
      await expect(page.getByText("Todavía no hay partidos programados.")).toBeVisible();
      await gotoHydrated(student.page, "/cursos/ranking-amigable?curso=2-eso");
      const password = student.page.getByLabel("Contraseña del curso");
      await password.fill(E2E_PASSWORDS.COURSE_PASSWORD_2ESO);
      await student.page.getByRole("button", { name: "Entrar" }).click();
      await expect(toast(student.page, "Error de contraseña")).toBeVisible();
      await password.fill(newPassword);
      await student.page.getByRole("button", { name: "Entrar" }).click();
      await expect(toast(student.page, "Acceso concedido")).toBeVisible();
      await expect(student.page.getByText("Aún no hay datos para esta clase.").first()).toBeVisible();
      await student.close();
    },
  );
});
