import { chromium } from "@playwright/test";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const [label, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 900 }]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: label === "phone", hasTouch: label === "phone" });
  const page = await context.newPage();
  await page.goto(`${base}/blog`);
  await page.locator("html[data-hydrated]").waitFor();
  const post = page.getByTestId("blog-post").first();
  await post.getByText(/Comentarios/).click();
  await post.getByLabel("Tu nombre").fill("Lucía Pérez Gómez");
  await post.getByLabel("Tu comentario").fill("¡Qué bien!");
  await post.getByRole("button", { name: "Comentar" }).click();
  await page.waitForTimeout(800);
  await post.getByRole("button", { name: "Comentar" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/blog-comment-${label}.png` });
  await page.goto(`${base}/cursos/noticias?curso=2-eso`);
  await page.locator("html[data-hydrated]").waitFor();
  const item = page.getByRole("article").first();
  await item.locator("summary").click();
  await item.getByRole("button", { name: "Enviar comentario" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/course-comment-${label}.png` });
  // The teacher's settings.
  await page.goto(`${base}/admin/ajustes`);
  await page.getByLabel("Correo electrónico").fill("profe@example.org");
  await page.getByLabel("Contraseña").fill("clave-del-profe-e2e");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/ajustes/);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("heading", { name: "Dirección pública de la web" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/ajustes-direccion-${label}.png` });
  await page.getByRole("heading", { name: "Pases de hoy para anotar resultados" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/ajustes-pases-${label}.png` });
  await page.getByRole("heading", { name: "Borrar el nombre de un alumno o alumna" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/ajustes-borrar-${label}.png` });
  await context.close();
}
await browser.close();
