import { E2E_PASSWORDS } from "../../../playwright.config";
import { expect, test } from "../fixtures";
import { unique } from "./helpers";

test.describe("staff back-office without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in, refuses a bad form with its errors and keeps the values, then saves it", async ({ page }) => {
    await page.goto("/admin/entrar?volver=%2Fadmin%2Fnovedades");
    await page.getByLabel("Correo electrónico").fill(E2E_PASSWORDS.ADMIN_EMAIL);
    await page.getByLabel("Contraseña").fill("mal");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("alert")).toContainText("No se pudo iniciar sesión");
    await page.getByLabel("Contraseña").fill(E2E_PASSWORDS.ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin\/novedades$/);

    const form = page.getByRole("form", { name: "Publicar una noticia" });
    const title = unique("Sin JavaScript");
    await form.getByLabel("Título").fill(title);
    await form.getByLabel("Contenido", { exact: true }).fill("   ");
    await form.getByRole("button", { name: "Publicar" }).click();
    await expect(form.getByText("Escribe el contenido.")).toBeVisible();
    await expect(form.getByLabel("Título")).toHaveValue(title);
    await form.getByLabel("Contenido", { exact: true }).fill("Hola");
    await form.getByRole("button", { name: "Publicar" }).click();
    // Without JavaScript the notice is the server's plain one after the redirect.
    await expect(page.getByTestId("flash-notice")).toContainText("Noticia publicada");
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test("edits a course page with plain forms: adds a learning situation, is refused a picture without its description, publishes, restores", async ({
    page,
  }) => {
    await page.goto("/admin/entrar?volver=%2Fadmin%2Fpaginas%2Fcurso-3-eso");
    await page.getByLabel("Correo electrónico").fill(E2E_PASSWORDS.ADMIN_EMAIL);
    await page.getByLabel("Contraseña").fill(E2E_PASSWORDS.ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin\/paginas\/curso-3-eso$/);
    const situations = page.locator("#campo-trimesters-2-situations");
    await situations.getByRole("button", { name: "Añadir sda" }).click();
    const added = page.locator("#campo-trimesters-2-situations-2-title").getByRole("textbox");
    await expect(added).toHaveValue("");
    const title = unique("Escalada en rocódromo");
    await page.locator("#campo-trimesters-2-situations-2-code").getByRole("textbox").fill("SdA8");
    await added.fill(title);
    await page
      .locator("#campo-trimesters-2-situations-2-description")
      .getByRole("textbox")
      .fill("Seguridad, nudos y primeras vías.");
    await page.locator("#campo-criteria-0-image").getByLabel("Texto alternativo (qué se ve en la imagen)").fill("");
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByText("Describe la imagen para quien no la ve (texto alternativo).")).toBeVisible();
    await expect(added).toHaveValue(title);
    await page
      .locator("#campo-criteria-0-image")
      .getByLabel("Texto alternativo (qué se ve en la imagen)")
      .fill("Criterios de evaluación de 3º ESO, competencias 1 y 2.");
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByTestId("flash-notice")).toContainText("Página publicada");
    await page.goto("/cursos/3-eso");
    await expect(page.getByText(title)).toBeVisible();
    await expect(
      page.getByRole("img", { name: "Criterios de evaluación de 3º ESO, competencias 1 y 2." }),
    ).toBeVisible();

    // Restoring the version before, a plain form too, puts the course page back.
    await page.goto("/admin/paginas/curso-3-eso");
    await page
      .getByRole("region", { name: "Historial de versiones" })
      .getByRole("listitem")
      .nth(1)
      .getByRole("button", { name: "Restaurar" })
      .click();
    await expect(page.getByTestId("flash-notice")).toContainText("restaurada");
    await page.goto("/cursos/3-eso");
    await expect(page.getByText(title)).toHaveCount(0);
  });
});
