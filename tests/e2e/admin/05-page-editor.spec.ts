import { confirmChange, expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, test } from "../fixtures";
import { unique, toast, signIn, uploadPhoto, pickPicture, visitor } from "./helpers";

test.describe("staff back-office", () => {
  test("the teacher edits a project page (text, link, photo, video), previews it, publishes it, and brings the old version back", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const path = "/proyectos/sombras-y-brillo";
    const before = "Sombras y Brillo es nuestro proyecto de expresión corporal";
    const student = await visitor(browser);
    // The public page as it is (and as the page cache keeps it).
    await gotoHydrated(student.page, path);
    await expect(student.page.getByText(before)).toBeVisible();

    // A photo of the project, uploaded first.
    const { default: sharp } = await import("sharp");
    // A colour of its own: the same bytes uploaded again are the same upload (its name is its content's hash).
    const photo = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: 139 },
      },
    })
      .jpeg()
      .toBuffer();
    const photoName = `ensayo-${testInfo.project.name}.jpg`;
    await signIn(page, "/admin/imagenes");
    await uploadPhoto(page, photoName, photo, "1200×900");

    await gotoHydrated(page, "/admin/paginas");
    await page.getByRole("main").getByRole("link", { name: "Sombras y Brillo" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar: Sombras y Brillo");
    const text = unique("Este curso ensayamos con luz negra");
    await page.locator("#campo-intro").getByRole("textbox").fill(text);
    await page
      .locator("#campo-video-youtubeId")
      .getByRole("textbox")
      .fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    // Adding a link and a photo keeps what was typed (the form comes back with one more item).
    await page.getByRole("button", { name: "Añadir enlace" }).click();
    await expect(page.locator("#campo-links-0-label").getByRole("textbox")).toBeVisible();
    await expect(page.locator("#campo-intro").getByRole("textbox")).toHaveValue(text);
    await page.locator("#campo-links-0-label").getByRole("textbox").fill("Ensayos en vídeo");
    await page.locator("#campo-links-0-href").getByRole("textbox").fill("https://example.org/ensayos");
    await page.getByRole("button", { name: "Añadir foto" }).click();
    const gallery = page.locator("#campo-gallery-0-image");
    await pickPicture(gallery, { label: `${photoName} (subida)` });
    await gallery.getByLabel("Texto alternativo (qué se ve en la imagen)").fill("Ensayo con luz negra");
    await expectNoAxeViolations(page);

    // The preview is the public page with the draft; visitors still see the published one.
    await page.getByRole("button", { name: "Vista previa" }).click();
    await expect(page).toHaveURL(/\/proyectos\/sombras-y-brillo\?vista-previa=proyecto-sombras-y-brillo$/);
    const banner = page.getByRole("region", { name: "Vista previa" });
    await expect(banner).toContainText("así quedará la página");
    await expect(page.getByText(text)).toBeVisible();
    await student.page.reload();
    await expect(student.page.getByText(before)).toBeVisible();
    await expect(student.page.getByText(text)).toHaveCount(0);

    await banner.getByRole("button", { name: "Publicar el borrador" }).click();
    await expect(toast(page, "Página publicada")).toBeVisible();

    // Published: the visitor sees it at once (the page cache was emptied).
    await student.page.reload();
    await expect(student.page.getByText(text)).toBeVisible();
    await expect(student.page.getByRole("link", { name: /Ensayos en vídeo/ })).toHaveAttribute(
      "href",
      "https://example.org/ensayos",
    );
    await expect(student.page.locator('a[href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"]')).toBeVisible();
    const shown = student.page.getByRole("img", { name: "Ensayo con luz negra" });
    await expect(shown).toHaveAttribute("width", "1200");
    // The picture opens in the lightbox once the reloaded page has its scripts (a busy phone may still be hydrating).
    await student.page.locator("html[data-hydrated]").waitFor();
    await shown.click();
    await expect(student.page.getByRole("dialog")).toBeVisible();
    await student.page.keyboard.press("Escape");

    // The history names each version, counted for this page alone (it said «Versión 25»
    // after two edits); restoring the one before brings the page back as it was.
    const history = page.getByRole("region", { name: "Historial de versiones" });
    const versions = await history.getByRole("listitem").count();
    await expect(history.getByRole("listitem").first()).toContainText(`Versión ${versions} ·`);
    await expect(history.getByRole("listitem").last()).toContainText("Versión 1 ·");
    const previous = history.getByRole("listitem").nth(1);
    const previousVersion = (await previous.textContent())!.match(/Versión (\d+)/)![1]!;
    await previous.getByRole("button", { name: "Restaurar" }).click();
    await confirmChange(page, `¿Publicar de nuevo la versión ${previousVersion}?`);
    await expect(toast(page, `Versión ${previousVersion} restaurada`)).toBeVisible();
    await expect(history.getByRole("listitem").first()).toContainText(`restaura la versión ${previousVersion}`);
    await student.page.reload();
    await expect(student.page.getByText(text)).toHaveCount(0);
    await expect(student.page.getByRole("link", { name: /Ensayos en vídeo/ })).toHaveCount(0);
    await student.close();

    await gotoHydrated(page, "/admin/registro");
    await expect(page.getByRole("row").filter({ hasText: "Página restaurada" }).first()).toContainText(
      "Sombras y Brillo",
    );
  });

  test("the teacher rewrites the home page's 'Sobre mí' and changes its photo; restoring brings both back", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const student = await visitor(browser);
    await gotoHydrated(student.page, "/");
    const about = student.page.getByRole("region", { name: "Sobre mí" });
    await expect(about).toContainText("doctor en Ciencias de la Actividad Física y de la Salud");
    // The seed's picture by the name the build gave it, with its content's hash: kept a year.
    const seedPhoto = /^\/img\/profesor\.[0-9a-f]{10}\.svg$/;
    await expect(about.getByRole("img")).toHaveAttribute("src", seedPhoto);
    const photoAnswer = await student.page.request.get((await about.getByRole("img").getAttribute("src"))!);
    expect(photoAnswer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const { default: sharp } = await import("sharp");
    const photo = await sharp({
      create: {
        width: 900,
        height: 1200,
        channels: 3,
        background: { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: 90 },
      },
    })
      .jpeg()
      .toBuffer();
    const photoName = `retrato-${testInfo.project.name}.jpg`;
    await signIn(page, "/admin/imagenes");
    await uploadPhoto(page, photoName, photo, "900×1200");

    await gotoHydrated(page, "/admin/paginas/inicio");
    const text = unique("Soy {profe}, doctora en Ciencias del Deporte y entrenadora de voleibol");
    await page.locator("#campo-about-paragraphs").getByRole("textbox").fill(text);
    const picture = page.locator("#campo-about-photo");
    await pickPicture(picture, { label: `${photoName} (subida)` });
    await picture.getByLabel("Texto alternativo (qué se ve en la imagen)").fill("Retrato de la profesora {profe}");
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(toast(page, "Página publicada")).toBeVisible();

    await student.page.reload();
    // {profe} is the teacher's name from the settings, as the page's title shows it.
    const name = (await student.page.getByRole("heading", { level: 1 }).textContent())!.replace("EF con el profe ", "");
    await expect(about).toContainText(text.replace("{profe}", name));
    const shown = about.getByRole("img", { name: `Retrato de la profesora ${name}` });
    await expect(shown).toHaveAttribute("width", "900");
    await expect(shown).toHaveAttribute("height", "1200");
    await expect(about.locator("picture source[type='image/avif']")).toHaveAttribute("srcset", /-480\.avif 480w/);

    await page
      .getByRole("region", { name: "Historial de versiones" })
      .getByRole("listitem")
      .nth(1)
      .getByRole("button", { name: "Restaurar" })
      .click();
    await confirmChange(page);
    await expect(toast(page, "restaurada")).toBeVisible();
    await student.page.reload();
    await expect(about).toContainText("doctor en Ciencias de la Actividad Física y de la Salud");
    await expect(about.getByRole("img")).toHaveAttribute("src", seedPhoto);
    await student.close();
  });

  test("every page of the panel is accessible and fits the screen", ON_PHONE_TOO, async ({ page, isPhone }) => {
    // Twenty-odd pages, each scanned: 2–6 s a page on a 2-core machine. A page's content is the same on
    // both viewports: the phone scans the first, with its folded sections control, and checks every
    // page's fit; the desktop scans them all.
    test.setTimeout(240_000);
    await signIn(page, "/admin");
    // On a phone the sections are folded in one «Panel · …» control: read from the markup, shown or not.
    const sections = [
      ...new Set(
        await page
          .getByRole("navigation", { name: "Secciones del panel" })
          .locator("a")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")!)),
      ),
    ];
    expect(sections).toEqual(
      expect.arrayContaining([
        "/admin/torneo",
        "/admin/buzon",
        "/admin/contenido",
        "/admin/campeonatos",
        "/admin/horarios",
        "/admin/registro",
      ]),
    );
    let scanned = false;
    for (const path of [
      ...sections,
      "/admin/campeonatos/futbol-masculino",
      "/admin/contenido/ranking",
      "/admin/contenido/salon-de-la-fama",
      "/admin/buzon?lista=proyectos",
      "/admin/moderacion?tipo=likes",
    ]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Wide tables scroll inside their own region; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), path).toBe(true);
      if (isPhone && scanned) continue;
      await expectNoAxeViolations(page);
      scanned = true;
    }
  });
});
