import { E2E_EMPTY_BASE_URL } from "../../../playwright.config";
import { expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, signInAsTeacher, test } from "../fixtures";
import { toast, visitor } from "./helpers";

// The site started with `--vacio` (playwright.config.ts): a new school's first start.
test.use({ baseURL: E2E_EMPTY_BASE_URL });

const SCHOOL = "IES Bahía de Cádiz";

/** What only the sample school says: none of it may reach a page of a new school's site. */
const SAMPLE_WORDS = [
  "Mantecup",
  "Fernando III",
  "Health Leaders",
  "Masterchef4life",
  "Plogging",
  "Sombras y Brillo",
  "Desafío Xacobeo",
  "3º ESO",
  "Healthy Habits",
  "2024-2025",
  "{",
];

/** The day a week ahead, or the Monday after it when it falls on a weekend (the form's first match day). */
function schoolDayAWeekAhead(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test.describe("a new school's site is its own", () => {
  test(
    "the teacher of IES Bahía de Cádiz sets it up on a phone in ten submissions; families then read only the school's words",
    ON_PHONE_TOO,
    async ({ page, browser, isPhone }, testInfo) => {
      test.skip(!isPhone, "The teacher of a new school sets it up on a phone.");
      // Nine forms, a photo, and a family's walk through every page of the sitemap.
      test.setTimeout(300_000);
      // What the test counts: every form the teacher sends (each POST the phone makes).
      let submissions = 0;
      page.on("request", (request) => {
        if (request.method() === "POST") submissions += 1;
      });
      const steps: string[] = [];
      let lap = Date.now();
      const step = (name: string) => {
        steps.push(`${name} ${((Date.now() - lap) / 1000).toFixed(1)} s`);
        lap = Date.now();
      };
      const started = Date.now();

      await signInAsTeacher(page, "/admin");
      // A new site's first steps, none done.
      const firstSteps = page.getByRole("region", { name: "Primeros pasos" });
      await expect(firstSteps).toContainText("0 de 6 hechos");
      step("entrar");

      await firstSteps.getByRole("link", { name: /Escribe el nombre del instituto/ }).click();
      await page.getByLabel("Nombre del centro").fill(SCHOOL);
      await page.getByLabel("Nombre del torneo").fill("Copa Bahía");
      await page.getByRole("button", { name: "Guardar ajustes" }).click();
      await expect(toast(page, "Ajustes guardados")).toBeVisible();
      step("nombre y torneo");

      await gotoHydrated(page, "/admin/cursos");
      const courses = page.getByRole("form", { name: "Añadir varios cursos a la vez" });
      await courses
        .getByLabel("Cursos, uno por línea, con sus clases")
        .fill("1º ESO A–D\n2º ESO: A-C\n4º ESO: A, B\n1º Bachillerato A-B");
      await courses.getByRole("button", { name: "Añadir los cursos" }).click();
      await expect(page.getByText("4 cursos añadidos: ya están en el menú.")).toBeVisible();
      // Each course's password, shown once to be written down.
      const passwords = page.getByTestId("contrasenas-nuevos-cursos");
      await expect(passwords.getByRole("definition")).toHaveCount(4);
      const firstEsoPassword = (await passwords.getByRole("definition").first().textContent())!.trim();
      step("cuatro cursos");

      await gotoHydrated(page, "/admin/proyectos");
      for (const [title, signup] of [
        ["Patios Activos", true],
        ["Mar y Deporte", false],
      ] as const) {
        const project = page.getByRole("form", { name: "Añadir un proyecto" });
        await project.getByLabel("Nombre").fill(title);
        if (signup) await project.getByLabel("Con formulario de inscripción").check();
        await project.getByRole("button", { name: "Añadir el proyecto" }).click();
        await expect(toast(page, `${title} añadido`)).toBeVisible();
      }
      step("dos proyectos");

      await gotoHydrated(page, "/admin/calendario");
      const region = page.getByRole("form", { name: "Elegir la comunidad autónoma" });
      await region.getByLabel("Comunidad autónoma").selectOption({ label: "Andalucía" });
      await region.getByRole("button", { name: "Añadir sus festivos al calendario" }).click();
      await expect(toast(page, "Festivos de Andalucía añadidos al calendario")).toBeVisible();
      step("festivos y vacaciones de Andalucía");

      await gotoHydrated(page, "/admin/campeonatos");
      const competition = page.getByRole("form", { name: "Nueva competición" });
      await competition.getByLabel("Nombre").fill("Baloncesto 3x3");
      await competition.getByLabel("Deporte").selectOption({ label: "Baloncesto" });
      await competition.getByLabel("Modalidad").selectOption({ label: "3x3 (media pista, una canasta)" });
      await competition
        .getByLabel("Equipos (opcional)")
        .fill("Los Delfines\nLevante\nLa Caleta\nPoniente\nCortadura\nSanta María");
      await competition.getByLabel("Primer día").fill(schoolDayAWeekAhead());
      await competition.getByRole("button", { name: "Crear competición" }).click();
      await expect(page).toHaveURL(/\/admin\/campeonatos\/baloncesto-3x3$/);
      step("competición 3x3 con 6 equipos");

      const { default: sharp } = await import("sharp");
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#1f6f8b" } })
        .jpeg()
        .toBuffer();
      await gotoHydrated(page, "/admin/novedades");
      const news = page.getByRole("form", { name: "Publicar una noticia" });
      await news.getByLabel("Título").fill("Empieza la Copa Bahía");
      await news.getByLabel("Contenido", { exact: true }).fill("Los partidos, en el recreo de las 11:15.");
      await news.getByLabel("Subir foto").setInputFiles({ name: "pista.jpg", mimeType: "image/jpeg", buffer: photo });
      await expect(news.getByRole("radio", { name: "pista.jpg (subida)" })).toBeChecked({ timeout: 30_000 });
      await news.getByLabel("Texto alternativo de la imagen").fill("La pista del instituto");
      await news.getByRole("button", { name: "Publicar" }).click();
      await expect(toast(page, "Noticia publicada")).toBeVisible();
      step("novedad con foto");

      await gotoHydrated(page, "/admin/contenido/blog");
      const post = page.getByRole("form", { name: "Añadir: entrada" });
      await post.getByLabel("Título").fill("Bienvenida al curso");
      await post.getByLabel("Texto", { exact: true }).fill("Este curso nos movemos más.");
      await post.getByRole("button", { name: "Añadir" }).click();
      await expect(toast(page, "Entrada guardada")).toBeVisible();
      step("entrada del blog");

      // Every step done: the list is gone.
      await gotoHydrated(page, "/admin");
      await expect(page.getByRole("region", { name: "Primeros pasos" })).toHaveCount(0);

      const minutes = (Date.now() - started) / 60_000;
      const walkThrough = `${submissions} envíos, ${minutes.toFixed(1)} min: ${steps.join(" · ")}`;
      testInfo.annotations.push({ type: "new-school", description: walkThrough });
      // The measure the closing notes report, in the run's output.
      console.log(`Instituto nuevo: ${walkThrough}`);
      expect(submissions).toBeLessThanOrEqual(10);

      const family = await visitor(browser);
      try {
        // The school's name in the header and the footer, with this year.
        await gotoHydrated(family.page, "/");
        const year = new Intl.DateTimeFormat("es-ES", { year: "numeric", timeZone: "Europe/Madrid" }).format(
          new Date(),
        );
        await expect(family.page.getByRole("contentinfo")).toContainText(
          `© ${year} ${SCHOOL}. Todos los derechos reservados.`,
        );
        await expect(family.page.getByRole("banner")).toContainText(SCHOOL);
        await expect(family.page).toHaveTitle(`Educación Física · ${SCHOOL}`);

        // The 3x3 competition states its own points and rules: no draws, no penalties, three a side.
        await gotoHydrated(family.page, "/campeonatos/copa-bahia/baloncesto-3x3");
        const main = family.page.getByRole("main");
        await expect(main.getByText("Victoria 2 puntos, derrota 1.")).toBeVisible();
        await expect(main).toContainText("Juegan 3 por equipo");
        await expect(main).not.toContainText(/penaltis|Juegan 5|empate es un resultado/i);
        await expect(family.page.getByRole("table").first().getByRole("columnheader")).toHaveText([
          "#",
          "Equipo",
          "PJ",
          "V",
          "D",
          "PF",
          "PC",
          "DP",
          "Ptos",
        ]);
        await expectNoAxeViolations(family.page);

        // A new course's page shows only what it has: no empty headings.
        await gotoHydrated(family.page, "/cursos/1-eso");
        await expect(family.page.getByRole("heading", { level: 1, name: "1º ESO" })).toBeVisible();
        for (const empty of ["Secuenciación de contenidos", "Extraescolares", "Complementarias", "Bilingüismo"])
          await expect(family.page.getByRole("main").getByRole("heading", { name: empty })).toHaveCount(0);
        await expect(family.page.getByRole("main")).not.toContainText("El trabajo bilingüe");

        // A course's gate opens with the password shown once.
        await gotoHydrated(family.page, "/cursos/ranking-amigable?curso=1-eso");
        await family.page.getByLabel("Contraseña del curso").fill(firstEsoPassword);
        await family.page.getByRole("button", { name: "Entrar" }).click();
        await expect(family.page.getByRole("navigation", { name: "Elige la clase" }).getByRole("link")).toHaveCount(4);

        // No page the site offers (its sitemap) says anything of the sample school's.
        const sitemap = await (await family.page.request.get("/sitemap.xml")).text();
        const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
        expect(paths).not.toContain("/bilinguismo/recursos");
        expect(paths.length).toBeGreaterThan(10);
        for (const path of paths) {
          const answer = await family.page.goto(path);
          expect(answer?.status(), path).toBe(200);
          const text = await family.page.locator("body").innerText();
          for (const word of SAMPLE_WORDS) expect(text, `${path} dice «${word}»`).not.toContain(word);
        }
        // Nor does search find any of it.
        for (const word of ["Mantecup", "Healthy", "Plogging", "Fernando"]) {
          await family.page.goto(`/buscar?q=${encodeURIComponent(word)}`);
          await expect(family.page.getByText(`No hemos encontrado nada para «${word}».`)).toBeVisible();
        }
        expect((await family.page.goto("/bilinguismo/recursos"))?.status()).toBe(404);
      } finally {
        await family.close();
      }
    },
  );
});
