import { expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, test } from "../fixtures";
import { unique, toast, signIn, uploadPhoto, pickPicture, visitor } from "./helpers";

test.describe("staff back-office", () => {
  test("the league's approved teams become a competition: the league page shows its table and its fixtures page", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "admin-desktop", "the league of a sport is created once");
    test.setTimeout(90_000);
    const teams = [unique("Pívots"), unique("Porteros")];
    const student = await visitor(browser);
    await gotoHydrated(student.page, "/campeonatos/fernando-iii-league");
    for (const team of teams) {
      await student.page.getByRole("link", { name: "Inscribir equipo" }).click();
      const dialog = student.page.getByRole("dialog", { name: "Inscripción en la Fernando III League" });
      await dialog.getByLabel("Nombre del equipo").fill(team);
      await dialog.getByLabel("Capitán o capitana").fill("Nora Vidal");
      await dialog.getByLabel("Deporte").selectOption("Fútbol Sala");
      await dialog.getByLabel("Jugadores (uno por línea)").fill("Nora Vidal\nIker Sanz");
      await dialog.getByRole("button", { name: "Inscribir equipo" }).click();
      await expect(toast(student.page, "¡Equipo inscrito!")).toBeVisible();
      await expect(dialog).toBeHidden();
    }

    await signIn(page, "/admin/buzon?lista=liga");
    for (const team of teams) {
      await page
        .getByRole("article", { name: new RegExp(team) })
        .getByRole("button", { name: "Aprobar y publicar" })
        .click();
      await expect(page.getByRole("article", { name: new RegExp(team) })).toContainText("Publicado en la web");
    }
    await gotoHydrated(page, "/admin/campeonatos");
    const create = page.getByRole("form", { name: "Crear la liga de un deporte" });
    await create.getByLabel("Deporte").selectOption("Fútbol Sala");
    await create.getByLabel("Primer día").fill("2027-02-01");
    await create.getByRole("button", { name: "Crear la liga" }).click();
    await expect(toast(page, "Liga de Fútbol Sala creada")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campeonatos: Fernando III League · Fútbol Sala");

    await gotoHydrated(student.page, "/campeonatos/fernando-iii-league");
    const table = student.page.getByRole("table", { name: /Fernando III League · Fútbol Sala/ });
    for (const team of teams) await expect(table.getByText(team)).toBeVisible();
    await expectNoAxeViolations(student.page);
    await student.page
      .getByRole("link", { name: "Partidos, resultados y calendario de Fernando III League · Fútbol Sala" })
      .click();
    await expect(student.page).toHaveURL(/\/campeonatos\/fernando-iii-league\/fernando-iii-league-futbol-sala$/);
    await expect(student.page.getByRole("link", { name: "Volver a la Fernando III League" })).toBeVisible();
    await expect(student.page.locator("a[id^='partido-']").first()).toBeVisible();
    await expectNoAxeViolations(student.page);
    await student.close();
  });

  test("the teacher checks the site's links: each broken one with its problem, its pages and where to edit it", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, "/admin/enlaces");
    await page.getByRole("button", { name: "Comprobar enlaces" }).click();
    // The check runs in the background: the page says how far it got, then shows the report by itself.
    await expect(toast(page, "Comprobando los enlaces: el resultado aparece aquí en cuanto termine")).toBeVisible();
    const report = page.getByRole("region", { name: /^Enlaces rotos \(\d+\)$/ });
    await expect(report).toBeVisible({ timeout: 40_000 });
    await expect(report.getByText(/^Última comprobación: .+, por /)).toBeVisible();
    // Whatever the network, the footer's links are listed with their edit button when broken, or counted as working.
    const broken = await report.getByRole("listitem").filter({ hasText: "Pie de página (todas las páginas)" }).count();
    if (broken > 0)
      await expect(report.getByRole("link", { name: "Editar" }).first()).toHaveAttribute("href", "/admin/ajustes");
    await expectNoAxeViolations(page);
  });

  test("a photo the teacher uploads is served to phones as a small AVIF, without its GPS position", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { default: sharp } = await import("sharp");
    // A phone photo's size too (a plain colour would weigh a few kilobytes): about 2.4 MB.
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: "#1f6f8b",
        noise: { type: "gaussian", mean: 128, sigma: 12 },
      },
    })
      .jpeg({ quality: 82 })
      .withExif({
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 23/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "5/1 59/1 0/1" },
      })
      .toBuffer();
    await signIn(page, "/admin/imagenes");
    const card = await uploadPhoto(page, "recreo.jpg", photo, "1600×1200");
    // Uploaded: the file is no longer chosen, so a second tap cannot send it again; sent again on
    // purpose, it is refused.
    const fileField = page.getByLabel(/^Imagen \(PNG, JPEG, WebP o GIF; hasta \d+ MB\)$/);
    await expect(fileField).toHaveValue("");
    await fileField.setInputFiles({ name: "recreo-otra-vez.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Subir" }).click();
    await expect(page.getByRole("form", { name: "Subir una imagen" }).getByRole("alert")).toHaveText(
      "Esta foto ya está subida.",
      { timeout: 30_000 },
    );
    const url = (await card.locator("p.font-mono").textContent())!.trim();

    await gotoHydrated(page, "/admin/novedades");
    const title = unique(`Foto ${testInfo.project.name}`);
    const form = page.getByRole("form", { name: "Publicar una noticia" });
    await form.getByLabel("Título").fill(title);
    await form.getByLabel("Contenido", { exact: true }).fill("El recreo de hoy.");
    // Picked among the uploads' thumbnails: no path typed. The picker starts closed, its
    // library fetched on opening it.
    await expect(form.locator(`input[type="radio"][value="${url}"]`)).toHaveCount(0);
    // The signal drops as the library is asked for: the form and what was typed stay, and tapping
    // again asks again.
    await page.route("**/admin/imagenes/opciones", (route) => route.abort());
    await form.getByRole("link", { name: "Elegir una imagen" }).click();
    await expect(form.getByRole("alert").filter({ hasText: "No se pudieron cargar las imágenes" })).toBeVisible();
    await expect(form.getByLabel("Título")).toHaveValue(title);
    await page.unroute("**/admin/imagenes/opciones");
    await pickPicture(form, { url });
    await expect(form.getByTestId("picked-image")).toHaveAttribute("src", url.replace(/\.jpg$/, "-480.webp"));
    await form.getByLabel("Texto alternativo de la imagen").fill("Alumnado jugando en el recreo");
    await form.getByRole("button", { name: "Publicar" }).click();
    await expect(toast(page, "Noticia publicada")).toBeVisible();

    await gotoHydrated(page, "/novedades");
    const image = page.getByRole("img", { name: "Alumnado jugando en el recreo" }).first();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "1200");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The browser took an AVIF of the width it needs, never the 4000-pixel photo.
    const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/-(480|960|1600)\.avif$/);
    const served = await page.request.get(chosen);
    expect(served.headers()["content-type"]).toBe("image/avif");
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
  });

  test(
    "a news item gets a photo uploaded from the news form itself, with its progress, in one submission",
    ON_PHONE_TOO,
    async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const { default: sharp } = await import("sharp");
      const photo = await sharp({
        create: {
          width: 2400,
          height: 1600,
          channels: 3,
          background: { r: Math.floor(Math.random() * 256), g: 80, b: Math.floor(Math.random() * 256) },
        },
      })
        .jpeg()
        .toBuffer();
      await signIn(page, "/admin/novedades");
      const submissions: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") submissions.push(new URL(request.url()).pathname);
      });
      const form = page.getByRole("form", { name: "Publicar una noticia" });
      const title = unique(`Con foto ${testInfo.project.name}`);
      await form.getByLabel("Título").fill(title);
      await form.getByLabel("Contenido", { exact: true }).fill("Final del torneo.");
      await form
        .getByLabel("Subir foto")
        .setInputFiles({ name: `final-${testInfo.project.name}.jpg`, mimeType: "image/jpeg", buffer: photo });
      await expect(form.getByRole("status")).toContainText(/Subiendo la foto|Preparando la foto/);
      // In: picked at once, its thumbnail shown; the form never left.
      const picked = form.getByRole("radio", { name: `final-${testInfo.project.name}.jpg (subida)` });
      await expect(picked).toBeChecked({ timeout: 30_000 });
      await expect(form.getByTestId("picked-image")).toHaveAttribute("src", /^\/subidas\/[0-9a-f]{24}-480\.webp$/);
      await expect(page).toHaveURL(/\/admin\/novedades$/);
      await expect(form.getByLabel("Título")).toHaveValue(title);
      await expectNoAxeViolations(page);
      await form.getByLabel("Texto alternativo de la imagen").fill("La final del torneo");
      await form.getByRole("button", { name: "Publicar" }).click();
      await expect(toast(page, "Noticia publicada")).toBeVisible();
      // The photo's upload and the news item's one submission.
      expect(submissions.filter((p) => p === "/admin/imagenes/subir")).toHaveLength(1);
      expect(submissions.filter((p) => p.startsWith("/admin/novedades"))).toHaveLength(1);
      await gotoHydrated(page, "/novedades");
      await expect(page.getByRole("img", { name: "La final del torneo" }).first()).toBeVisible();
    },
  );
});
