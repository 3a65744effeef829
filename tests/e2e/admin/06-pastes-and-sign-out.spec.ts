import { expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, test } from "../fixtures";
import { unique, toast, signIn } from "./helpers";

test.describe("staff back-office", () => {
  test(
    "the teacher pastes a class's ranking from a spreadsheet: a preview, then one submission",
    ON_PHONE_TOO,
    async ({ page, isPhone }) => {
      await signIn(page, "/admin/contenido/ranking");
      const submissions: string[] = [];
      page.on("request", (request) => {
        if (
          request.method() === "POST" &&
          new URL(request.url()).pathname.replace(/\.data$/, "") === "/admin/contenido/ranking"
        )
          submissions.push(request.url());
      });
      const form = page.getByRole("form", { name: "Pegar una clase desde la hoja de cálculo" });
      // Each viewport its own class: the two projects share the database.
      const letter = isPhone ? "C" : "B";
      await form.getByLabel("Curso").selectOption("3º ESO");
      await form.getByLabel("Clase").selectOption(letter);
      const names = Array.from({ length: 10 }, (_, i) => unique(`Pegado ${i + 1}`));
      // The sheet as a teacher keeps it: its titles in its own order, a «Clase» column (chosen above) left out.
      const pasted = [
        "Nº\tAlumno/a\tClase\tPuntos",
        ...names.map((name, i) => `${i + 1}\t${name}\t${letter}\t${300 - i * 7}`),
      ].join("\n");
      await form.getByLabel("Filas pegadas").fill(pasted.replace(`${letter}\t293`, `${letter}\tmuchos`));
      await expect(
        form.getByText("Línea 3 (Puntos): Escribe un número de puntos (312 o 312,5) o un porcentaje (92%)."),
      ).toBeVisible();
      await form.getByLabel("Filas pegadas").fill(pasted);
      await expect(form.getByText(`Vista previa: 10 filas para 3º ESO ${letter}`)).toBeVisible();
      await expect(form.getByRole("cell", { name: names[9]! })).toBeVisible();
      await expect(form.getByRole("cell", { name: "Alumno/a" })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Guardar la clase" }).click();
      await expect(toast(page, "Ranking amigable: 10 filas guardadas")).toBeVisible();
      expect(submissions).toHaveLength(1);
      // Saved: each pasted name is a row of the list; the form is empty again, next to the teacher.
      for (const name of names)
        await expect(page.getByText(new RegExp(`^3º ESO ${letter} · \\d+º ${name} · \\d+$`))).toHaveCount(1);
      await expect(form.getByLabel("Filas pegadas")).toHaveValue("");
      await expect(form).toBeInViewport();
    },
  );

  test("the teacher pastes the league's teams from a spreadsheet: previewed, added approved in one submission, listed on the league's page", async ({
    page,
  }) => {
    await signIn(page, "/admin/campeonatos");
    const form = page.getByRole("form", { name: "Pegar los equipos de la liga" });
    await form.getByLabel("Deporte").selectOption("Baloncesto");
    const [first, second] = [unique("Canasteros"), unique("Triples")];
    await form
      .getByLabel("Filas pegadas")
      .fill(`Equipo\tCapitán\tJugadores\n${first}\tNora\tNora, Saúl\n${first}\tLeo\tLeo`);
    await expect(form.getByText(`Línea 3 (Equipo): «${first}» ya está en la línea 2.`)).toBeVisible();
    await form
      .getByLabel("Filas pegadas")
      .fill(
        `Curso\tEquipo\tCapitán/a\tJugadores\n3º ESO A\t${first}\tNora\tNora, Saúl\n3º ESO B\t${second}\tLeo\tLeo, Irene`,
      );
    await expect(form.getByText("Vista previa: 2 equipos de Baloncesto.")).toBeVisible();
    await expect(form.getByRole("cell", { name: "Leo, Irene" })).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Añadir los equipos" }).click();
    await expect(toast(page, "2 equipos añadidos a la liga de Baloncesto")).toBeVisible();
    await expect(form.getByLabel("Filas pegadas")).toHaveValue("");

    await gotoHydrated(page, "/campeonatos/fernando-iii-league");
    await expect(page.getByText(first).first()).toBeVisible();
    await expect(page.getByText(second).first()).toBeVisible();
  });

  test(
    "the teacher sets up a competition of 8 pasted teams in 2 groups with its fixtures, in one submission",
    ON_PHONE_TOO,
    async ({ page }) => {
      await signIn(page, "/admin/campeonatos");
      const submissions: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/admin/campeonatos"))
          submissions.push(request.url());
      });
      const name = unique("Copa Pegada");
      const form = page.getByRole("form", { name: "Nueva competición" });
      await form.getByLabel("Nombre").fill(name);
      await form.getByLabel("Deporte").selectOption("futbol");
      await form
        .getByLabel("Equipos (opcional)")
        .fill(["Rayo", "Leones", "Tigres", "Halcones", "Pumas", "Linces", "Osos", "Lobos"].join("\n"));
      await form.getByLabel("Grupos a sortear").selectOption("2");
      await form.getByLabel("Primer día").fill("2027-02-01");
      const preview = form.getByRole("region", { name: "Vista previa" });
      await expect(preview.getByText("Grupo A (4)")).toBeVisible();
      await expect(preview.getByText("Grupo B (4)")).toBeVisible();
      await expect(preview.getByText(/^12 partidos, del lunes, 1 de febrero de 2027 al /)).toBeVisible();
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Crear competición" }).click();
      await expect(toast(page, `Competición «${name}» creada con 8 equipos y 12 partidos`)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
      expect(submissions).toHaveLength(1);
      // Its public page has the two groups and the twelve matches.
      const slug = new URL(page.url()).pathname.split("/").at(-1)!;
      await gotoHydrated(page, `/campeonatos/mantecup/${slug}`);
      await expect(page.getByRole("table")).toHaveCount(2);
      await expect(page.locator("a[id^='partido-']")).toHaveCount(12);
    },
  );

  test("a pasted spreadsheet range with its titles row makes the groups and teams it names, each with its class", async ({
    page,
  }) => {
    await signIn(page, "/admin/campeonatos");
    const name = unique("Copa Hoja");
    const form = page.getByRole("form", { name: "Nueva competición" });
    await form.getByLabel("Nombre").fill(name);
    await form.getByLabel("Deporte").selectOption("futbol");
    await form.getByLabel("Primer día").fill("2027-03-01");
    await form
      .getByLabel("Equipos (opcional)")
      .fill(
        "Grupo\tEquipo\tCurso\nA\tLos Rayos\t2º ESO A\nA\tCobras\t2º ESO B\nB\tLeones\t3º ESO A\nB\tÁguilas\t3º ESO C",
      );
    const preview = form.getByRole("region", { name: "Vista previa" });
    await expect(preview.getByText("Grupo A (2)")).toBeVisible();
    await expect(preview.getByText("Los Rayos (2º ESO A) · Cobras (2º ESO B)")).toBeVisible();
    await expect(preview.getByText("Leones (3º ESO A) · Águilas (3º ESO C)")).toBeVisible();
    // Once, the titles were a group «Grupo E» with a team «quipo».
    await expect(preview.getByText(/Grupo E|quipo/)).toHaveCount(0);
    await form.getByRole("button", { name: "Crear competición" }).click();
    await expect(toast(page, `Competición «${name}» creada con 4 equipos y 2 partidos`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("signing out ends the session", async ({ page }) => {
    await signIn(page, "/admin");
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Sesión cerrada")).toBeVisible();
    await gotoHydrated(page, "/admin/buzon");
    await expect(page).toHaveURL(/\/admin\/entrar/);
  });
});
