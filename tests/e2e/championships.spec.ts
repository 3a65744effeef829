import {
  confirmChange,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  notice,
  ON_PHONE_TOO,
  signInAsTeacher,
  test,
} from "./fixtures";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe("Torneo Mantecup", () => {
  test("shows the six competitions, the rules and the closed enrolment", async ({ page }) => {
    await gotoHydrated(page, "/campeonatos/mantecup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Torneo Mantecup");
    const competitions = page
      .getByRole("region", { name: "Competiciones" })
      .or(page.locator("section", { has: page.getByRole("heading", { name: "Competiciones" }) }));
    await expect(competitions.getByRole("link")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Bádminton Femenino" })).toHaveAttribute(
      "href",
      "/campeonatos/mantecup/badminton-femenino",
    );
    await expect(page.getByText("Hay 5 minutos de cortesía por retraso", { exact: false })).toBeVisible();
    const live = page.getByRole("link", { name: /Ver en directo/ });
    await expect(live).toHaveAttribute("target", "_blank");
    await page.getByRole("button", { name: "Inscribir a mi equipo" }).click();
    await expect(notice(page, "Periodo de inscripción finalizado")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("votes and gallery only announce '¡Próximamente!'", async ({ page }) => {
    await gotoHydrated(page, "/campeonatos/mantecup");
    await page.getByRole("button", { name: "Votar equipo del mes" }).click();
    await expect(notice(page, "¡Próximamente!")).toBeVisible();
    await page.getByRole("button", { name: /Foto 2/ }).click();
    await expect(notice(page, "¡Próximamente!")).toHaveCount(1);
  });
});

test.describe("Fernando III League", () => {
  test("its «Inscribir equipo» button can be read on the dark header (it was white on white)", async ({ page }) => {
    await gotoHydrated(page, "/campeonatos/fernando-iii-league");
    const trigger = page.getByRole("link", { name: "Inscribir equipo" });
    await expect(trigger).toBeVisible();
    const colours = await trigger.evaluate((element) => ({
      text: getComputedStyle(element).color,
      background: getComputedStyle(element).backgroundColor,
    }));
    expect(colours.text).not.toBe(colours.background);
    expect(colours.background).toBe("rgb(255, 255, 255)");
    await expectNoAxeViolations(page);
  });

  test("its gallery shows the league's own sports (five-a-side football and basketball), not the Mantecup's", async ({
    page,
  }) => {
    await gotoHydrated(page, "/campeonatos/fernando-iii-league");
    const gallery = page.getByRole("region", { name: "Galería" });
    await expect(gallery.getByRole("button")).toHaveText([
      /Partido de fútbol sala/,
      /Partido de baloncesto/,
      /Entrega de trofeos de la liga/,
      /Afición en la grada/,
    ]);
    await expect(gallery).not.toContainText("voleibol");
    await gallery.getByRole("button", { name: /Foto 1/ }).click();
    await expect(notice(page, "¡Próximamente!")).toBeVisible();
  });

  test(
    "enrols a team that everyone sees once the teacher approves it, refuses the same name again, and checks the fields",
    ON_PHONE_TOO,
    async ({ page, browser }) => {
      // Three browsers (the student, the teacher, another visitor) and an axe scan: about 30 s.
      test.setTimeout(60_000);
      const team = unique("Los Rayos");
      await gotoHydrated(page, "/campeonatos/fernando-iii-league");
      const trigger = page.getByRole("link", { name: "Inscribir equipo" });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Inscripción en la Fernando III League" });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);

      // Validation: every field is needed (after trimming).
      await dialog.getByLabel("Nombre del equipo").fill("   ");
      await dialog.getByRole("button", { name: "Inscribir equipo" }).click();
      const validation = notice(page, "Error de validación");
      await expect(validation).toContainText("Por favor, completa todos los campos del formulario.");
      await expect(dialog).toBeVisible();

      await dialog.getByLabel("Nombre del equipo").fill(team);
      await dialog.getByLabel("Capitán o capitana").fill("Ana Ruiz");
      await dialog.getByLabel("Deporte").selectOption("Baloncesto");
      await dialog.getByLabel("Jugadores (uno por línea)").fill("Ana Ruiz\nLuis Gómez\n\n  Marta Sanz ");
      await dialog.getByRole("button", { name: "Inscribir equipo" }).click();
      // Pupils' names are public only once the teacher approves the team.
      const enrolled = notice(page, "¡Equipo inscrito!");
      await expect(enrolled).toBeVisible();
      await expect(enrolled).toContainText(
        "aparecerá en la lista de equipos cuando el profesorado apruebe la inscripción",
      );
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(page.getByText(team)).toHaveCount(0);

      const teacherContext = await browser.newContext();
      const teacher = await teacherContext.newPage();
      await signInAsTeacher(teacher, "/admin/buzon?lista=liga");
      const entry = teacher.getByRole("article", { name: new RegExp(team) });
      await expect(entry).toContainText("Pendiente de aprobación");
      await entry.getByRole("button", { name: "Aprobar y publicar" }).click();
      await expect(teacher.getByRole("article", { name: new RegExp(team) })).toContainText("Publicado en la web");
      await teacherContext.close();

      await page.reload();
      const list = page.getByTestId("league-teams");
      await expect(list.getByText(team)).toBeVisible();
      await expect(list.locator("li", { hasText: team })).toContainText("3 jugadores");

      // The list scrolls at 24rem (Tailwind's 96 units).
      expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("384px");

      // Saved on the server: another browser sees it.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await otherPage.goto("/campeonatos/fernando-iii-league");
      await expect(otherPage.getByTestId("league-teams").getByText(team)).toBeVisible();
      await other.close();

      // The same name in the same sport, written differently, is refused.
      await page.locator("html[data-hydrated]").waitFor();
      await page.getByRole("link", { name: "Inscribir equipo" }).click();
      await dialog.getByLabel("Nombre del equipo").fill(`  ${team.toUpperCase()} `);
      await dialog.getByLabel("Capitán o capitana").fill("Otro");
      await dialog.getByLabel("Deporte").selectOption("Baloncesto");
      await dialog.getByLabel("Jugadores (uno por línea)").fill("Otro");
      await dialog.getByRole("button", { name: "Inscribir equipo" }).click();
      await expect(notice(page, "Nombre de equipo repetido")).toBeVisible();
      await expect(dialog.getByText("Ese nombre ya está inscrito en este deporte.")).toBeVisible();
      await expect(dialog.getByLabel("Capitán o capitana")).toHaveValue("Otro");
    },
  );

  test("a pupil's name the teacher erases shows as initials on the league's list and in the inbox (names stayed public forever)", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    // A name nobody else has (letters only): the erasure must not touch the other tests' data.
    const letters = (n: number) => [...n.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join("");
    const surname = `Borra${letters(Date.now() % 1e9)}${testInfo.project.name === "phone" ? "m" : "d"}`;
    const pupil = `Nerea ${surname}`;
    const team = unique("Las Borradas");
    await gotoHydrated(page, "/campeonatos/fernando-iii-league");
    await page.getByRole("link", { name: "Inscribir equipo" }).click();
    const dialog = page.getByRole("dialog", { name: "Inscripción en la Fernando III League" });
    await dialog.getByLabel("Nombre del equipo").fill(team);
    await dialog.getByLabel("Capitán o capitana").fill(pupil);
    await dialog.getByLabel("Deporte").selectOption("Baloncesto");
    await dialog.getByLabel("Jugadores (uno por línea)").fill(`${pupil}\nLuis Gómez`);
    await dialog.getByRole("button", { name: "Inscribir equipo" }).click();
    await expect(notice(page, "¡Equipo inscrito!")).toBeVisible();

    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await signInAsTeacher(teacher, "/admin/buzon?lista=liga");
    await teacher
      .getByRole("article", { name: new RegExp(team) })
      .getByRole("button", { name: "Aprobar y publicar" })
      .click();
    await expect(teacher.getByRole("article", { name: new RegExp(team) })).toContainText("Publicado en la web");
    await page.reload();
    await expect(page.getByTestId("league-teams").locator("li", { hasText: team })).toContainText(pupil);

    // The family asks: the teacher erases the name, once, from the settings.
    await gotoHydrated(teacher, "/admin/ajustes");
    const erase = teacher.getByRole("form", { name: "Borrar el nombre de un alumno o alumna" });
    await erase.getByLabel("Nombre y apellidos, como aparecen en la web").fill(pupil);
    await erase.getByRole("button", { name: "Borrar su nombre" }).click();
    await confirmChange(teacher);
    const initials = `N. ${surname[0]}.`;
    await expect(notice(teacher, `Nombre borrado: ahora aparece como ${initials}`)).toBeVisible();

    await page.reload();
    const entry = page.getByTestId("league-teams").locator("li", { hasText: team });
    await expect(entry).toContainText(initials);
    await expect(entry).not.toContainText(surname);
    await gotoHydrated(teacher, "/admin/buzon?lista=liga");
    const card = teacher.getByRole("article", { name: new RegExp(team) });
    await expect(card).toContainText(initials);
    await expect(card).not.toContainText(surname);
    await expectNoAxeViolations(teacher);
    await teacherContext.close();
  });
});

test.describe("Salón de la Fama", () => {
  test("shows three honorees and takes a suggestion", ON_PHONE_TOO, async ({ page }) => {
    await gotoHydrated(page, "/campeonatos/salon-de-la-fama");
    await expect(page.getByTestId("honoree")).toHaveCount(3);
    await page.getByRole("link", { name: "Sugerir un atleta" }).click();
    const dialog = page.getByRole("dialog", { name: "Sugiere un atleta para el Salón de la Fama" });
    await dialog.getByLabel("Nombre del atleta").fill("Carla Núñez");
    await dialog.getByRole("button", { name: "Enviar sugerencia" }).click();
    await expect(notice(page, "Campos incompletos")).toContainText(
      "Por favor, rellena todos los campos para enviar tu sugerencia.",
    );
    await expect(dialog.getByLabel("Nombre del atleta")).toHaveValue("Carla Núñez");

    await dialog.getByLabel("Tipo de atleta").selectOption("Ex-alumno/a");
    await dialog.getByLabel("Deporte").fill("Natación");
    await dialog.getByLabel("Logro").fill("Campeona provincial de 100 m libres");
    await dialog.getByRole("button", { name: "Enviar sugerencia" }).click();
    await expect(notice(page, "¡Sugerencia enviada!")).toContainText(
      "Gracias por ayudarnos a encontrar a nuestras futuras leyendas.",
    );
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the suggestion form opens in the page, posts and comes back with the notice", async ({ page }) => {
      await page.goto("/campeonatos/salon-de-la-fama");
      await page.getByRole("link", { name: "Sugerir un atleta" }).click();
      await expect(page).toHaveURL(/formulario=sugerir/);
      await page.getByLabel("Nombre del atleta").fill("Pablo Sin JS");
      await page.getByLabel("Tipo de atleta").selectOption("Alumno/a");
      await page.getByLabel("Deporte").fill("Judo");
      await page.getByLabel("Logro").fill("Cinturón negro");
      await page.getByRole("button", { name: "Enviar sugerencia" }).click();
      await expect(page).toHaveURL(/\/campeonatos\/salon-de-la-fama$/);
      await expect(page.getByTestId("flash-notice")).toContainText("¡Sugerencia enviada!");
    });
  });
});
