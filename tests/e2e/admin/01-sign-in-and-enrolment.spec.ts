import { E2E_PASSWORDS } from "../../../playwright.config";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "../fixtures";
import { unique, toast, signIn, visitor } from "./helpers";

test.describe("staff back-office", () => {
  test("sign-in: wrong password is refused, the right one opens the panel", async ({ page }) => {
    await gotoHydrated(page, "/admin/torneo");
    await expect(page).toHaveURL(/\/admin\/entrar\?volver=%2Fadmin%2Ftorneo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acceso del profesorado");
    await expectNoAxeViolations(page);
    await page.getByLabel("Correo electrónico").fill(E2E_PASSWORDS.ADMIN_EMAIL);
    await page.getByLabel("Contraseña").fill("no-es-la-clave");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(toast(page, "No se pudo iniciar sesión")).toContainText(
      "Correo electrónico o contraseña incorrectos.",
    );
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(E2E_PASSWORDS.ADMIN_EMAIL);
    await page.getByLabel("Contraseña").fill(E2E_PASSWORDS.ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin\/torneo$/);
    await expect(toast(page, "Has iniciado sesión.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solicitudes de inscripción · Mantecup");
  });

  test("a team registers while enrolment is open, and the teacher approves it", async ({ page, browser }) => {
    await signIn(page, "/admin/torneo");
    await page.getByLabel("Inscripción abierta").check();
    await page.getByRole("button", { name: "Guardar plazo" }).click();
    await expect(toast(page, "Inscripción abierta")).toBeVisible();

    const team = unique("Los Rápidos");
    const student = await visitor(browser);
    await gotoHydrated(student.page, "/campeonatos/mantecup");
    await student.page.getByRole("link", { name: "Inscribir a mi equipo" }).click();
    const dialog = student.page.getByRole("dialog");
    await dialog.getByLabel("Nombre del equipo").fill(team);
    await dialog.getByLabel("Capitán o capitana").fill("Irene Soto");
    await dialog.getByLabel("Deporte").selectOption({ index: 3 });
    await dialog.getByLabel("Jugadores (uno por línea)").fill("Irene Soto\nMarcos Gil\nLía Pardo");
    await dialog.getByRole("button", { name: "Inscribir equipo" }).click();
    await expect(toast(student.page, "¡Inscripción enviada!")).toBeVisible();
    await student.close();

    await page.reload();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: team }) });
    await expect(card).toContainText("Pendiente");
    await expect(card).toContainText("Irene Soto");
    await expect(card.getByRole("list", { name: `Integrantes de ${team}` }).getByRole("listitem")).toHaveCount(3);
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: "Aprobar" }).click();
    await expect(toast(page, "Inscripción aprobada")).toBeVisible();
    await expect(card).toContainText("Aprobado");
    await expect(card.getByRole("button", { name: "Devolver a pendiente" })).toBeVisible();

    // Put the enrolment back as the other tests expect it: closed.
    await page.getByLabel("Inscripción abierta").uncheck();
    await page.getByRole("button", { name: "Guardar plazo" }).click();
    await expect(toast(page, "Inscripción cerrada")).toBeVisible();
  });

  test("«Añadir un partido» starts from two different teams, and its help text's example day is this year's", async ({
    page,
  }) => {
    await signIn(page, "/admin/campeonatos/futbol-masculino");
    const form = page.getByRole("form", { name: "Añadir un partido" });
    const home = await form.getByLabel("Equipo local").inputValue();
    const away = await form.getByLabel("Equipo visitante").inputValue();
    expect(home).not.toBe("");
    expect(away).not.toBe(home);
    await expect(
      form.getByText(
        new RegExp(`En la web se muestra como «[A-ZÁÉÍÓÚ][a-záéíóú]+, \\d+ de [a-z]+ de ${new Date().getFullYear()}»`),
      ),
    ).toBeVisible();
  });
});
