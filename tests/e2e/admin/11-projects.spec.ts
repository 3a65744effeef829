import { confirmChange, expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, test } from "../fixtures";
import { signIn, toast, visitor } from "./helpers";

test.describe("the department's projects", () => {
  test(
    "the teacher adds a project with a sign-up form: a family finds it in the menu and signs up; another project, retired, says it ended and comes back",
    ON_PHONE_TOO,
    async ({ page, browser, isPhone }) => {
      // The two viewports share the database: each adds its own project and retires its own sample one.
      const title = isPhone ? "Recreos Saludables" : "Patios Activos";
      const slug = isPhone ? "recreos-saludables" : "patios-activos";
      const ended = isPhone
        ? { title: "Our Local Olympics", slug: "our-local-olympics" }
        : { title: "Carrera Plogging", slug: "carrera-plogging" };
      await signIn(page, "/admin/proyectos");
      await expectNoAxeViolations(page);

      // A name already in use is refused under its field, what was typed kept.
      const add = page.getByRole("form", { name: "Añadir un proyecto" });
      await add.getByLabel("Nombre").fill("Health Leaders");
      await add.getByLabel("Icono").selectOption({ label: "Trofeo" });
      await add.getByLabel("Color").selectOption({ label: "Verde" });
      await add.getByLabel("Con formulario de inscripción").check();
      await add.getByRole("button", { name: "Añadir el proyecto" }).click();
      await expect(add.getByRole("alert")).toHaveText(
        "Ya hay un proyecto con ese nombre o esa dirección (también entre los retirados).",
      );
      await expect(add.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
      await expect(add.getByLabel("Icono")).toHaveValue("trophy");
      await add.getByLabel("Nombre").fill(title);
      await add.getByRole("button", { name: "Añadir el proyecto" }).click();
      await expect(toast(page, `${title} añadido: ya está en el menú`)).toBeVisible();
      const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(row).toContainText(`/proyectos/${slug} · Trofeo, verde · con inscripción`);

      const family = await visitor(browser);
      try {
        // A family finds it in the menu (the footer's site map has every entry, on a phone too) and signs up.
        await gotoHydrated(family.page, "/");
        const siteMap = family.page.getByRole("navigation", { name: "Mapa del sitio" });
        await siteMap.getByRole("link", { name: title, exact: true }).click();
        await expect(family.page).toHaveURL(new RegExp(`/proyectos/${slug}$`));
        await expect(family.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await family.page.locator("html[data-hydrated]").waitFor();
        await family.page.getByLabel("Nombre completo").fill("Lucía Pérez");
        await family.page.getByLabel("Curso").fill("2º ESO B");
        await family.page.getByRole("button", { name: "Inscribirme" }).click();
        await expect(toast(family.page, "¡Inscripción recibida!")).toBeVisible();

        // The teacher finds the sign-up in the inbox, filed under the new project.
        await gotoHydrated(page, `/admin/buzon?lista=proyectos&proyecto=${encodeURIComponent(title)}`);
        await expect(page.getByRole("main")).toContainText("Lucía Pérez");

        // A project that ended is retired: out of the menu; its address says it ended (410).
        await gotoHydrated(page, "/admin/proyectos");
        const endedRow = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: ended.title, exact: true }) });
        await endedRow.getByRole("button", { name: `Retirar ${ended.title}` }).click();
        await confirmChange(page, `¿Retirar ${ended.title}?`);
        await expect(toast(page, "Proyecto retirado")).toBeVisible();
        await expect(page.getByRole("region", { name: /Proyectos retirados/ })).toContainText(ended.title);
        const answer = await family.page.goto(`/proyectos/${ended.slug}`);
        expect(answer?.status()).toBe(410);
        await expect(family.page.getByRole("heading", { name: "Este proyecto ya no está en la web" })).toBeVisible();
        await expect(family.page.getByText(`«${ended.title}» ha terminado.`)).toBeVisible();
        await expectNoAxeViolations(family.page);
        await expect(
          family.page
            .getByRole("navigation", { name: "Mapa del sitio" })
            .getByRole("link", { name: ended.title, exact: true }),
        ).toHaveCount(0);
        await family.page.getByRole("link", { name: "Ir al inicio" }).click();
        await expect(family.page).toHaveURL(/\/$/);

        // Brought back (the other tests find the sample school as it was); the added project retired.
        await page.getByRole("button", { name: `Volver a usarlo ${ended.title}` }).click();
        await expect(toast(page, "Proyecto recuperado")).toBeVisible();
        expect((await family.page.goto(`/proyectos/${ended.slug}`))?.status()).toBe(200);
        await row.getByRole("button", { name: `Retirar ${title}` }).click();
        await confirmChange(page);
        await expect(toast(page, "Proyecto retirado")).toBeVisible();
      } finally {
        await family.close();
      }
    },
  );
});
