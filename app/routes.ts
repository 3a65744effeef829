import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// The site map (full route table).

export default [
  index("routes/home.tsx"),
  // For search engines and phones' home screens.
  route("robots.txt", "routes/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  // The picture a shared link shows: the page's title on the site's colours.
  route("tarjeta.png", "routes/tarjeta.png.ts"),
  // A page's poster with its QR code, to print: ?ruta=/campeonatos/<torneo>/…
  route("cartel", "routes/cartel.tsx"),
  route("horarios", "routes/horarios.tsx"),
  // The site's search: ?q=…
  route("buscar", "routes/buscar.tsx"),

  // The project pages: one module; the database says which exist (/admin/proyectos): an unknown one
  // is a 404, a retired one a 410 that says it ended.
  route("proyectos/:proyecto", "routes/proyectos/project-page.tsx"),

  route("bilinguismo/recursos", "routes/bilinguismo/recursos.tsx"),
  // The bilingual project's page: its address follows its name (a setting); the old
  // names' addresses redirect to it.
  route("bilinguismo/:proyecto", "routes/bilinguismo/project-page.tsx"),

  // Notices to phones: «Mis avisos», and the follow button's requests (JSON).
  route("avisos", "routes/avisos.tsx"),
  route("avisos/suscripcion", "routes/avisos/suscripcion.ts"),

  route("novedades", "routes/novedades.tsx"),
  route("novedades/rss.xml", "routes/novedades.rss.ts"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog.rss.ts"),
  // A post's own page: /blog/<id>-<título>.
  route("blog/:entrada", "routes/blog/post.tsx"),

  route("campeonatos/salon-de-la-fama", "routes/campeonatos/salon-de-la-fama.tsx"),
  // The two hubs, the tournament and the league: each one's address follows its name (a
  // setting), its competitions' pages are below it, and the addresses it had before redirect.
  // One module each serves both; the database says which competitions exist (an unknown one is a 404).
  route("campeonatos/:torneo", "routes/campeonatos/hub.tsx"),
  route("campeonatos/:torneo/:competicion", "routes/campeonatos/hub/competition.tsx"),
  route("campeonatos/:torneo/:competicion/en-directo", "routes/campeonatos/hub/live.ts"),
  // Results kept on an organiser's phone without signal, sent when it can (JSON answers).
  route("campeonatos/:torneo/:competicion/resultados", "routes/campeonatos/hub/kept-results.ts"),
  route("campeonatos/:torneo/:competicion/calendario.ics", "routes/campeonatos/hub/calendar.ts"),
  // The hall's big screen: full screen, for a TV.
  route("campeonatos/:torneo/:competicion/pantalla", "routes/campeonatos/hub/big-screen.tsx"),

  // The three course pages share one module; their copy is in app/courses/copy/courses.ts. The
  // course-zone pages take the course from `?curso=` (see app/courses/domain/courses.ts).
  route("cursos/:curso", "routes/cursos/course-page.tsx"),
  ...["calendario", "recursos"].map((section) =>
    route(`cursos/${section}`, "routes/cursos/section-in-preparation.tsx", { id: `curso-seccion:${section}` }),
  ),
  route("cursos/rincon-de-logros", "routes/cursos/rincon-de-logros.tsx"),
  route("cursos/buzon-sugerencias", "routes/cursos/buzon-sugerencias.tsx"),
  route("cursos/ranking-amigable", "routes/cursos/ranking-amigable.tsx"),
  route("cursos/progreso-grupo", "routes/cursos/progreso-grupo.tsx"),
  route("cursos/noticias", "routes/cursos/noticias.tsx"),

  // Closed school years, read-only: what each year showed when it was closed.
  route("archivo", "routes/archivo/index.tsx"),
  route("archivo/:curso", "routes/archivo/year.tsx"),
  route("archivo/:curso/campeonatos/:competicion", "routes/archivo/competition.tsx"),

  // Staff back-office: the layout's middleware guards every page below it (signed-in account, and
  // the role of its section: app/site/copy/admin-navigation.ts).
  route("admin/entrar", "routes/admin/entrar.tsx"),
  route("admin/salir", "routes/admin/salir.tsx"),
  // A forgotten password: the request, and the emailed link's page.
  route("admin/recuperar", "routes/admin/recuperar.tsx"),
  route("admin/recuperar/:token", "routes/admin/recuperar.token.tsx"),
  // Whether this browser is signed in, for the public pages (the same for everyone): JSON.
  route("admin/sesion", "routes/admin/sesion.ts"),
  route("admin/invitacion/:token", "routes/admin/invitacion.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      // The tournament's enrolments; its first address, named after the sample school's tournament, leads here.
      route("torneo", "routes/admin/torneo.tsx"),
      route("mantecup", "routes/admin/torneo.old-address.ts"),
      route("buzon", "routes/admin/buzon.tsx"),
      route("buzon/exportar.csv", "routes/admin/buzon.csv.ts"),
      route("moderacion", "routes/admin/moderacion.tsx"),
      route("novedades", "routes/admin/novedades.tsx"),
      route("ajustes", "routes/admin/ajustes.tsx"),
      route("equipo", "routes/admin/equipo.tsx"),
      route("contenido/:seccion?", "routes/admin/contenido.tsx"),
      // Every public page's words, links, pictures and videos.
      route("paginas", "routes/admin/paginas.tsx"),
      route("paginas/:pagina", "routes/admin/pagina.tsx"),
      route("horarios", "routes/admin/horarios.tsx"),
      route("campeonatos", "routes/admin/campeonatos/index.tsx"),
      route("campeonatos/:competicion", "routes/admin/campeonatos/competition.tsx"),
      route("imagenes", "routes/admin/imagenes.tsx"),
      route("imagenes/subir", "routes/admin/imagenes.subir.ts"),
      route("imagenes/opciones", "routes/admin/imagenes.opciones.ts"),
      route("registro", "routes/admin/registro.tsx"),
      route("proyectos", "routes/admin/proyectos.tsx"),
      // The menu's sections: their order, names and what shows.
      route("menu", "routes/admin/menu.tsx"),
      route("cursos", "routes/admin/cursos.tsx"),
      // The school year (its close, its exports); its old address, beside the courses' /admin/cursos, leads here.
      route("curso-escolar", "routes/admin/curso-escolar.tsx"),
      route("curso", "routes/admin/curso-escolar.old-address.ts"),
      // The school year's days without classes: every fixture generation skips them.
      route("calendario", "routes/admin/calendario.tsx"),
      route("enlaces", "routes/admin/enlaces.tsx"),
      route("copias", "routes/admin/copias.tsx"),
      route("copias/:archivo", "routes/admin/copias.descargar.ts"),
      route("curso-escolar/exportar/:archivo", "routes/admin/curso-escolar.exportar.ts"),
    ]),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
