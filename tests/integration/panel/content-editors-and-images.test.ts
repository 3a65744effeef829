import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like } from "drizzle-orm";
import { auditLog, newsItems, rankingEntries, uploads } from "../../../db/schema";
import type { FormAnswer } from "../../../app/platform/domain/form-answer";
import * as contentEditor from "../../../app/routes/admin/contenido";
import * as images from "../../../app/routes/admin/imagenes";
import * as pictureUpload from "../../../app/routes/admin/imagenes.subir";
import * as imageChoices from "../../../app/routes/admin/imagenes.opciones";
import * as news from "../../../app/routes/admin/novedades";
import { blogCategories, blogCategoryFromSlug } from "../../../app/blog/domain/blog";
import { listBlogPosts } from "../../../app/blog/server/blog.server";
import { listNews } from "../../../app/news/server/news.server";
import { cookiesFrom } from "../../helpers/app-context";
import { readToast } from "../../../app/platform/server/toast.server";
import { call, post, status, refusal, openPanel, type Fn } from "../../helpers/panel";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import type { AppContext } from "../../../app/platform/server/context.server";
import { SAMPLE_COURSES } from "../../../db/seed-data/courses";

let handle: DatabaseHandle;
let context: AppContext;
let adminCookie: string;

beforeAll(async () => {
  ({ handle, context, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

describe("content editors and images", () => {
  it("adds, edits and deletes a blog post that the blog shows", async () => {
    const created = await post(
      contentEditor.action as Fn,
      "/admin/contenido/blog",
      {
        intent: "create",
        title: "Crónica del cross",
        category: "3º ESO",
        author: "",
        content: "Primer párrafo.\n\nSegundo.",
      },
      adminCookie,
    );
    expect(status(created)).toBe(302);
    // The notice agrees with the noun: «Entrada guardada», not «Entrada: guardado».
    const notice = await readToast(
      new Request("http://localhost/admin/contenido/blog", { headers: { Cookie: cookiesFrom(created as Response) } }),
      context,
    );
    expect(notice.toast?.title).toBe("Entrada guardada");
    const page = (await call(contentEditor.loader as Fn, "/admin/contenido/blog", { cookie: adminCookie })) as {
      rows: { id: number; values: Record<string, string> }[];
      editor: { startsWith?: Record<string, string> };
    };
    // A new post starts as the department's (an empty author shows «Anónimo»).
    expect(page.editor.startsWith).toEqual({ author: "Departamento de Educación Física" });
    const row = page.rows.find((r) => r.values.title === "Crónica del cross")!;
    expect(row.values).toMatchObject({ category: "3º ESO", author: "" });
    const posts = await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), "3-eso"));
    expect(posts.map((p) => p.title)).toContain("Crónica del cross");

    const edited = await post(
      contentEditor.action as Fn,
      "/admin/contenido/blog",
      {
        intent: "update",
        id: String(row.id),
        title: "Crónica del cross escolar",
        category: "",
        author: "Dpto. EF",
        content: "Texto.",
        imageUrl: "/subidas/abc.png",
        imageAlt: "Salida del cross",
      },
      adminCookie,
    );
    expect(status(edited)).toBe(302);
    expect(
      (await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), null))).find(
        (p) => p.id === row.id,
      ),
    ).toMatchObject({
      title: "Crónica del cross escolar",
      category: null,
      author: "Dpto. EF",
      imageUrl: "/subidas/abc.png",
      imageAlt: "Salida del cross",
    });
    expect(
      status(
        await post(
          contentEditor.action as Fn,
          "/admin/contenido/blog",
          { intent: "delete", id: String(row.id) },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect(
      (await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), null))).some(
        (p) => p.id === row.id,
      ),
    ).toBe(false);
  });

  it("checks every list's rules and keeps the typed values", async () => {
    const badges = await post(
      contentEditor.action as Fn,
      "/admin/contenido/ranking",
      {
        intent: "create",
        course: "2º ESO",
        classLetter: "B",
        rank: "1",
        name: "Ana",
        points: "120",
        badges: "proyectos, trampas",
      },
      adminCookie,
    );
    expect(status(badges)).toBe(400);
    expect(refusal(badges)).toMatchObject({
      fieldErrors: { badges: "Las insignias posibles son: proyectos, web, subida." },
      values: { name: "Ana", badges: "proyectos, trampas" },
    });
    const progress = await post(
      contentEditor.action as Fn,
      "/admin/contenido/progreso",
      { intent: "create", classLetter: "A", rank: "1", name: "Leo", progress: "140" },
      adminCookie,
    );
    expect(refusal(progress).fieldErrors.progress).toBe("«Progreso» es un número entero de 0 a 100.");
    const honoree = await post(
      contentEditor.action as Fn,
      "/admin/contenido/salon-de-la-fama",
      {
        intent: "create",
        name: "X",
        sport: "Y",
        achievement: "Z",
        status: "W",
        imageUrl: "https://evil.example/a.png",
        quote: "Q",
      },
      adminCookie,
    );
    expect(refusal(honoree).fieldErrors.imageUrl).toMatch(/imagen de la web/);
    expect(status(await call(contentEditor.loader as Fn, "/admin/contenido/no-existe", { cookie: adminCookie }))).toBe(
      404,
    );
  });

  it("replaces a class's ranking with ten rows pasted from a spreadsheet, in one submission; a bad line saves nothing", async () => {
    const classOf = (course: string, letter: string) =>
      handle.db
        .select()
        .from(rankingEntries)
        .where(and(eq(rankingEntries.course, course), eq(rankingEntries.classLetter, letter)))
        .orderBy(rankingEntries.rank);
    const otherClassBefore = await classOf("2º ESO", "A");
    const pasted = [
      "Puesto\tNombre\tPuntos\tInsignias",
      ...Array.from({ length: 10 }, (_, i) => `${i + 1}\tAlumno ${i + 1}\t${200 - i * 10}\t${i === 0 ? "web" : ""}`),
    ].join("\r\n");

    const refused = await post(
      contentEditor.action as Fn,
      "/admin/contenido/ranking",
      { intent: "paste", course: "3º ESO", classLetter: "C", rows: pasted.replace("Alumno 4\t170", "Alumno 4\tmucho") },
      adminCookie,
    );
    expect(status(refused)).toBe(400);
    expect(refusal(refused).fieldErrors.rows).toBe(
      "Línea 5 (Puntos): Escribe un número de puntos (312 o 312,5) o un porcentaje (92%).",
    );
    expect(refusal(refused).values.rows).toContain("Alumno 4\tmucho");
    expect(await classOf("3º ESO", "C")).toHaveLength(0);

    // Twice: the second paste replaces the first, it does not add to it.
    for (let round = 0; round < 2; round++) {
      const saved = await post(
        contentEditor.action as Fn,
        "/admin/contenido/ranking",
        { intent: "paste", course: "3º ESO", classLetter: "C", rows: pasted },
        adminCookie,
      );
      expect(status(saved)).toBe(302);
    }
    const stored = await classOf("3º ESO", "C");
    expect(stored.map((r) => [r.rank, r.name, r.points])).toEqual(
      Array.from({ length: 10 }, (_, i) => [i + 1, `Alumno ${i + 1}`, String(200 - i * 10)]),
    );
    expect(stored[0]!.badges).toEqual(["web"]);
    expect(await classOf("2º ESO", "A")).toEqual(otherClassBefore);
    const [audit] = await handle.db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toEqual({ action: "Ranking amigable: clase pegada", target: "3º ESO C: 10 filas (antes 10)" });
  });

  it("stores course news as written, in the one text format: tags are words, never markup", async () => {
    const content = "Trae [ropa](javascript:alert(1)) <img src=x onerror=alert(1)>\r\nY **agua**";
    await post(
      contentEditor.action as Fn,
      "/admin/contenido/noticias-de-curso",
      { intent: "create", course: "1º Bachillerato", type: "alert", title: "Examen práctico", content },
      adminCookie,
    );
    const page = (await call(contentEditor.loader as Fn, "/admin/contenido/noticias-de-curso", {
      cookie: adminCookie,
    })) as { rows: { values: Record<string, string> }[] };
    const stored = page.rows.find((r) => r.values.title === "Examen práctico")!;
    expect(stored.values.content).toBe("Trae [ropa](javascript:alert(1)) <img src=x onerror=alert(1)>\nY **agua**");
  });

  it("the picture picker's upload answers with the new picture as JSON; the same photo again is picked, not refused", async () => {
    const { default: sharp } = await import("sharp");
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const send = async () => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("file", new File([new Uint8Array(photo)], "pista.jpg", { type: "image/jpeg" }));
      return (await call(pictureUpload.action as Fn, "/admin/imagenes/subir", {
        form,
        cookie: adminCookie,
      })) as Response;
    };
    const first = await send();
    expect(first.status).toBe(200);
    const answer = (await first.json()) as FormAnswer;
    expect(answer.ok).toBe(true);
    expect(answer.reply).toMatchObject({
      url: expect.stringMatching(/^\/subidas\/[0-9a-f]{24}\.jpg$/),
      label: "pista.jpg (subida)",
    });
    // The thumbnail is the smallest copy, not the photo.
    expect(answer.reply?.thumb).toBe(answer.reply?.url?.replace(/\.jpg$/, "-480.webp"));
    const again = (await (await send()).json()) as FormAnswer;
    expect(again.reply?.url).toBe(answer.reply!.url);
    // Anonymous: sent to sign in, nothing stored.
    const form = new FormData();
    form.set("intent", "upload");
    expect(status(await call(pictureUpload.action as Fn, "/admin/imagenes/subir", { form }))).toBe(302);
  });

  it("uploads an image recognised by its bytes, and refuses an SVG whatever it is called", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DAwMDAwMDAAAHEAQCLFJp6AAAAAElFTkSuQmCC",
      "base64",
    );
    const upload = (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("file", new File([new Uint8Array(bytes)], name, { type }));
      return call(images.action as Fn, "/admin/imagenes", { form, cookie: adminCookie });
    };
    expect(status(await upload(png, "cancha.png", "image/png"))).toBe(302);
    // The same picture again (a second tap) is refused, by its content whatever it is called.
    const again = await upload(png, "cancha-otra-vez.png", "image/png");
    expect(status(again)).toBe(409);
    expect(refusal(again).formError).toBe("Esta foto ya está subida.");
    const page = (await call(images.loader as Fn, "/admin/imagenes", { cookie: adminCookie })) as {
      images: { url: string; width: number; height: number; contentType: string }[];
    };
    expect(page.images[0]).toMatchObject({ width: 3, height: 2, contentType: "image/png" });
    expect(page.images[0]!.url).toMatch(/^\/subidas\/[0-9a-f]{24}\.png$/);
    const fs = await import("node:fs");
    const { default: sharp } = await import("sharp");
    const stored = `${context.uploads.dir}/${page.images[0]!.url.split("/").pop()}`;
    expect(await sharp(fs.readFileSync(stored)).metadata()).toMatchObject({ format: "png", width: 3, height: 2 });

    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "foto.png",
      "image/png",
    );
    expect(status(svg)).toBe(415);
    expect(refusal(svg).formError).toBe("Solo se admiten imágenes PNG, JPEG, WebP o GIF.");
    // A JPEG that only starts like one is refused in Spanish, not stored.
    const broken = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), "rota.jpg", "image/jpeg");
    expect(status(broken)).toBe(422);
    expect(refusal(broken).formError).toBe("La imagen está dañada o no se puede leer.");
  });

  it("makes a phone photo fit for phones: AVIF and WebP at the pages' widths, none wider than the largest, without its GPS position", async () => {
    const { default: sharp } = await import("sharp");
    const fs = await import("node:fs");
    // A 4000×3000 photo with the place it was taken in its EXIF, as a phone writes it.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#2a7f62" } })
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: "Teléfono", Model: "Cámara" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 23/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "5/1 59/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File([new Uint8Array(photo)], "recreo.jpg", { type: "image/jpeg" }));
    expect(status(await call(images.action as Fn, "/admin/imagenes", { form, cookie: adminCookie }))).toBe(302);
    const page = (await call(images.loader as Fn, "/admin/imagenes", { cookie: adminCookie })) as {
      images: { url: string; width: number; height: number; originalName: string }[];
    };
    const uploaded = page.images.find((i) => i.originalName === "recreo.jpg")!;
    expect(uploaded).toMatchObject({ width: 1600, height: 1200 });
    const name = uploaded.url
      .split("/")
      .pop()!
      .replace(/\.jpg$/, "");
    const files = fs
      .readdirSync(context.uploads.dir)
      .filter((f) => f.startsWith(name))
      .sort();
    expect(files).toEqual([
      `${name}-1600.avif`,
      `${name}-1600.webp`,
      `${name}-480.avif`,
      `${name}-480.webp`,
      `${name}-960.avif`,
      `${name}-960.webp`,
      `${name}.jpg`,
    ]);
    for (const file of files) {
      const meta = await sharp(fs.readFileSync(`${context.uploads.dir}/${file}`)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.width, file).toBeLessThanOrEqual(1600);
      expect(meta.format, file).toBe(file.endsWith(".avif") ? "heif" : file.endsWith(".webp") ? "webp" : "jpeg");
    }
    // A news item showing it gets the variants for its srcset, and its size (no layout shift).
    expect(
      status(
        await post(
          news.action as Fn,
          "/admin/novedades",
          {
            intent: "create",
            title: "Foto del recreo",
            date: "2026-11-20",
            content: "Así fue.",
            imageText: "El recreo",
            imageUrl: uploaded.url,
          },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const item = (await listNews(handle.db)).find((n) => n.title === "Foto del recreo")!;
    expect(item.image).toEqual({ width: 1600, height: 1200, widths: [480, 960, 1600] });
  });
  it("shows the picture library a page at a time, every picture on one page", async () => {
    const before = await handle.db.$count(uploads);
    await handle.db.insert(uploads).values(
      Array.from({ length: 60 }, (_, i) => ({
        fileName: `pagina-${i}.jpg`,
        originalName: `pagina-${i}.jpg`,
        contentType: "image/jpeg",
        bytes: 1000,
      })),
    );
    type Library = { images: { id: number }[]; page: { page: number; pages: number; total: number } };
    const open = async (query: string) =>
      (await call(images.loader as Fn, `/admin/imagenes${query}`, { cookie: adminCookie })) as Library;
    const first = await open("");
    const total = before + 60;
    expect(first.page).toMatchObject({ page: 1, total, pages: Math.ceil(total / 50) });
    const ids = first.images.map((i) => i.id);
    for (let n = 2; n <= first.page.pages; n++) ids.push(...(await open(`?pagina=${n}`)).images.map((i) => i.id));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    await handle.db.delete(uploads).where(like(uploads.fileName, "pagina-%"));
  });
  it("shows the news editors twenty at a time, in the board's order", async () => {
    await handle.db.insert(newsItems).values(
      Array.from({ length: 25 }, (_, i) => ({
        title: `Noticia de página ${i}`,
        date: `2020-01-${String(i + 1).padStart(2, "0")}`,
        content: "Texto.",
      })),
    );
    type NewsPage = { news: { id: number }[]; page: { page: number; pages: number; total: number } };
    const open = async (query: string) =>
      (await call(news.loader as Fn, `/admin/novedades${query}`, { cookie: adminCookie })) as NewsPage;
    const board = await listNews(handle.db);
    const first = await open("");
    expect(first.page).toMatchObject({ page: 1, total: board.length, pages: Math.ceil(board.length / 20) });
    expect(first.news).toHaveLength(20);
    const ids = first.news.map((n) => n.id);
    for (let n = 2; n <= first.page.pages; n++) ids.push(...(await open(`?pagina=${n}`)).news.map((item) => item.id));
    expect(ids).toEqual(board.map((n) => n.id));
    await handle.db.delete(newsItems).where(like(newsItems.title, "Noticia de página %"));
  });

  it("starts each picker with only the pictures the page shows; every picture on opening one, or with ?imagenes=todas", async () => {
    const stamp = Date.now().toString(16).padStart(12, "0");
    const library = await handle.db
      .insert(uploads)
      .values(
        ["a", "b", "c"].map((letter) => ({
          fileName: `${letter.repeat(12)}${stamp}.jpg`,
          originalName: `elegir-${letter}.jpg`,
          contentType: "image/jpeg",
          bytes: 1000,
          width: 1600,
          height: 1200,
          variantWidths: [480, 960, 1600],
        })),
      )
      .returning({ url: uploads.fileName });
    const [shownUrl, otherUrl, thirdUrl] = library.map((row) => `/subidas/${row.url}`);
    const [item] = await handle.db
      .insert(newsItems)
      .values({ title: "Noticia con foto elegida", date: "2099-01-01", content: "Texto.", imageUrl: shownUrl })
      .returning({ id: newsItems.id });
    type Choices = { images: { url: string; label: string; thumb?: string }[] };
    const urls = (page: Choices) => page.images.map((image) => image.url);

    const first = (await call(news.loader as Fn, "/admin/novedades", { cookie: adminCookie })) as Choices;
    expect(first.images).toContainEqual({
      url: shownUrl,
      label: "elegir-a.jpg (subida)",
      thumb: shownUrl!.replace(/\.jpg$/, "-480.webp"),
    });
    expect(urls(first)).not.toContain(otherUrl);
    expect(urls(first)).not.toContain(thirdUrl);

    const listed = (await call(news.loader as Fn, "/admin/novedades?imagenes=todas", {
      cookie: adminCookie,
    })) as Choices;
    expect(urls(listed)).toEqual(expect.arrayContaining([shownUrl, otherUrl, thirdUrl]));
    const answer = (await call(imageChoices.loader as Fn, "/admin/imagenes/opciones", {
      cookie: adminCookie,
    })) as Response;
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const opened = (await answer.json()) as { choices: Choices["images"] };
    // The same list, the library's newest first, then the site's drawings.
    expect(opened.choices).toEqual(listed.images);
    const order = urls({ images: opened.choices });
    expect(order.indexOf(thirdUrl!)).toBeLessThan(order.indexOf(shownUrl!));
    expect(order.at(-1)).toMatch(/^\/img\//);

    await handle.db.delete(newsItems).where(eq(newsItems.id, item!.id));
    await handle.db.delete(uploads).where(like(uploads.originalName, "elegir-%"));
  });
});
