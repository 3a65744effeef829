import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = path.resolve("db/migrations");
let folders: string[] = [];

/** The migrations folder as it was before migration `upTo` (a database made by an older release). */
async function migrationsBefore(upTo: number): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "ef-migrations-"));
  folders.push(folder);
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < upTo);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

afterAll(async () => {
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
  folders = [];
});

/** A database made by the release before migration `number`, holding its settings row, then brought up to date. */
async function settingsMigratedFrom(number: number) {
  const client = await PGlite.create();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: await migrationsBefore(number) });
  await client.exec(`
    insert into site_settings (id, teacher_name, school_name, facebook_url, instagram_url, x_url, video_channel_url, league_name)
    values (1, 'Javier', 'IES', '', '', '', '', 'Liga Bahía');
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return client;
}

/**
 * A site's settings with a menu (and a league's name, once it has one), stored before migration
 * `number` and then migrated: its menu, the addresses its names give, the moves remembered.
 */
async function namedPagesMigratedFrom(number: number, before: { menu: object; leagueName?: string }) {
  const { siteAddresses } = await import("../../app/platform/domain/site-settings");
  const client = await PGlite.create();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: await migrationsBefore(number) });
  const league = before.leagueName === undefined ? [] : [before.leagueName];
  await client.query(
    `insert into site_settings (id, teacher_name, school_name, facebook_url, instagram_url, x_url, video_channel_url, menu${league.length ? ", league_name" : ""})
      values (1, 'Javier', 'IES', '', '', '', '', $1${league.length ? ", $2" : ""})`,
    [JSON.stringify(before.menu), ...league],
  );
  await migrate(db, { migrationsFolder: MIGRATIONS });
  const [row] = (
    await client.query<{ menu: unknown; bilingual_label: string; league_name: string; tournament_name: string }>(
      "select menu, bilingual_label, league_name, tournament_name from site_settings",
    )
  ).rows;
  const oldAddresses = (await client.query("select * from old_addresses")).rows;
  await client.close();
  return {
    menu: row!.menu,
    tournamentName: row!.tournament_name,
    addresses: siteAddresses({
      bilingualLabel: row!.bilingual_label,
      leagueName: row!.league_name,
      tournamentName: row!.tournament_name,
    }),
    oldAddresses,
  };
}

describe("an existing database takes the knockouts' and school years' migration (0012)", () => {
  it("keeps every result, team and enrolment; reads each match's day from its text; starts in 2025-2026", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsBefore(12) });
    await client.exec(`
      insert into competitions (slug, name, sport) values ('futbol-masculino', 'Fútbol Masculino', 'futbol');
      insert into competition_groups (id, competition_slug, code, label) values (1, 'futbol-masculino', 'A', 'Grupo A');
      insert into tournament_teams (id, competition_slug, group_id, name) values (1, 'futbol-masculino', 1, 'Rayo'), (2, 'futbol-masculino', 1, 'Furia');
      insert into tournament_matches (id, competition_slug, group_id, team1_id, team2_id, team1_score, team2_score, status, date, time) values
        (1, 'futbol-masculino', 1, 1, 2, 3, 1, 'played', 'Lunes, 13 de enero de 2025', '11:15'),
        (2, 'futbol-masculino', 1, 2, 1, null, null, 'pending', 'Por determinar', null),
        (3, 'futbol-masculino', 1, 1, 2, null, null, 'pending', '31 de febrero de 2026', null),
        (4, 'futbol-masculino', 1, 2, 1, null, null, 'pending', '14/01/2025 (pista 2)', '11:15');
      insert into league_teams (name, captain, sport, members) values ('Los Rápidos', 'Ana', 'Fútbol Sala', '{Ana,Luis}');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    const matches = await client.query<{
      id: number;
      day: string | null;
      date: string;
      team1_score: number | null;
      status: string;
    }>("select id, to_char(day, 'YYYY-MM-DD') as day, date, team1_score, status from tournament_matches order by id");
    expect(matches.rows).toEqual([
      { id: 1, day: "2025-01-13", date: "Lunes, 13 de enero de 2025", team1_score: 3, status: "played" },
      { id: 2, day: null, date: "Por determinar", team1_score: null, status: "pending" },
      // A day that does not exist is not guessed: the text stays as it was written.
      { id: 3, day: null, date: "31 de febrero de 2026", team1_score: null, status: "pending" },
      { id: 4, day: "2025-01-14", date: "14/01/2025 (pista 2)", team1_score: null, status: "pending" },
    ]);
    expect((await client.query("select name from tournament_teams order by id")).rows).toEqual([
      { name: "Rayo" },
      { name: "Furia" },
    ]);
    expect((await client.query("select name, members from league_teams")).rows).toEqual([
      { name: "Los Rápidos", members: ["Ana", "Luis"] },
    ]);
    expect((await client.query("select format, tournament, points_win from competitions")).rows).toEqual([
      { format: "groups", tournament: "torneo", points_win: 3 },
    ]);
    expect((await client.query("select id, current from school_years")).rows).toEqual([
      { id: "2025-2026", current: true },
    ]);
    await client.close();
  });
});

describe("an existing database takes the seed markers (0016)", () => {
  it("is marked as having its sample content, so an emptied table stays empty; a new database is not", async () => {
    const before = await migrationsBefore(16);
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.exec(
      `insert into site_settings (id, teacher_name, school_name, facebook_url, instagram_url, x_url, video_channel_url) values (1, 'Javier', 'IES', '', '', '', '')`,
    );
    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect((await client.query("select name from seed_markers")).rows).toEqual([{ name: "contenido-de-ejemplo" }]);
    await client.close();

    const empty = new PGlite();
    await migrate(drizzle(empty), { migrationsFolder: MIGRATIONS });
    expect((await empty.query("select name from seed_markers")).rows).toEqual([]);
    await empty.close();
  });
});

describe("an existing database takes the page versions (0019)", () => {
  it("numbers each page's revisions on their own, in order, and a restore names the version it brought back", async () => {
    const before = await migrationsBefore(19);
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into page_revisions (id, page_key, document, author_name) values
        (1, 'inicio', '{}', 'Contenido inicial'), (2, 'mantecup', '{}', 'Contenido inicial'),
        (24, 'inicio', '{}', 'Profe'), (25, 'inicio', '{}', 'Profe');
      update page_revisions set restored_from = 1 where id = 25;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect(
      (await client.query("select id, page_key, version, restored_from from page_revisions order by id")).rows,
    ).toEqual([
      { id: 1, page_key: "inicio", version: 1, restored_from: null },
      { id: 2, page_key: "torneo", version: 1, restored_from: null },
      { id: 24, page_key: "inicio", version: 2, restored_from: null },
      { id: 25, page_key: "inicio", version: 3, restored_from: 1 },
    ]);
    await client.close();
  });

  it("keeps each competition's colour as it showed, from its place in the list", async () => {
    const before = await migrationsBefore(21);
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into competitions (slug, name, sport, position) values
        ('a', 'A', 'futbol', 0), ('b', 'B', 'futbol', 1), ('e', 'E', 'voleibol', 4), ('g', 'G', 'badminton', 6), ('h', 'H', 'badminton', 13);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect((await client.query("select slug, colour from competitions order by slug")).rows).toEqual([
      { slug: "a", colour: "verde" },
      { slug: "b", colour: "rosa" },
      { slug: "e", colour: "azul" },
      { slug: "g", colour: "verde" },
      { slug: "h", colour: "rosa" },
    ]);
    await client.close();
  });

  it("holds comments for review on a site that never chose, and keeps a teacher's choice", async () => {
    const before = await migrationsBefore(28);
    const insertSettings = `insert into site_settings (id, teacher_name, school_name, facebook_url, instagram_url, x_url, video_channel_url, premoderate_comments)
      values (1, 'Javier', 'IES', 'https://f.example', 'https://i.example', 'https://x.example', 'https://v.example', false)`;
    const never = new PGlite();
    await migrate(drizzle(never), { migrationsFolder: before });
    await never.exec(insertSettings);
    await migrate(drizzle(never), { migrationsFolder: MIGRATIONS });
    expect((await never.query("select premoderate_comments, public_url from site_settings")).rows).toEqual([
      { premoderate_comments: true, public_url: null },
    ]);
    await never.close();

    const chose = new PGlite();
    await migrate(drizzle(chose), { migrationsFolder: before });
    await chose.exec(`${insertSettings};
      insert into audit_log (actor_email, action, details) values ('profe@ef.test', 'Privacidad del alumnado cambiada', 'Aprobar listas públicas: sí; revisar comentarios: no');`);
    await migrate(drizzle(chose), { migrationsFolder: MIGRATIONS });
    expect((await chose.query("select premoderate_comments from site_settings")).rows).toEqual([
      { premoderate_comments: false },
    ]);
    await chose.close();
  });
});

describe("an existing database takes the courses as data (0030)", () => {
  it("keeps its three courses, their addresses, passwords, news, ranking, progress and posts; a renamed course takes its rows", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsBefore(30) });
    await client.exec(`
      insert into gate_passwords (gate, password_hash) values ('course:2-eso', 'h2'), ('course:3-eso', 'h3'), ('course:1-bachillerato', 'h1'), ('organiser', 'ho');
      insert into course_news (course, title, content) values ('2º ESO', 'Acrosport', 'Texto'), ('1º Bachillerato', 'Salida', 'Texto');
      insert into achievements (course, title) values ('3º ESO', 'Campeones');
      insert into ranking_entries (course, class_letter, rank, name, points) values ('3º ESO', 'C', 1, 'Ana', '120');
      insert into progress_entries (class_letter, rank, name, progress) values ('B', 1, 'Luis', 90);
      insert into blog_posts (title, content, category) values ('Cross', 'Texto', '2º ESO'), ('Para todos', 'Texto', null);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    expect(
      (await client.query("select slug, label, classes, zone, position, retired_at from courses order by position"))
        .rows,
    ).toEqual([
      { slug: "2-eso", label: "2º ESO", classes: ["A", "B", "C"], zone: "ranking", position: 1, retired_at: null },
      { slug: "3-eso", label: "3º ESO", classes: ["A", "B", "C"], zone: "ranking", position: 2, retired_at: null },
      {
        slug: "1-bachillerato",
        label: "1º Bachillerato",
        classes: ["A", "B"],
        zone: "progress",
        position: 3,
        retired_at: null,
      },
    ]);
    expect((await client.query("select gate, password_hash from gate_passwords order by gate")).rows).toEqual([
      { gate: "course:1-bachillerato", password_hash: "h1" },
      { gate: "course:2-eso", password_hash: "h2" },
      { gate: "course:3-eso", password_hash: "h3" },
      { gate: "organiser", password_hash: "ho" },
    ]);
    expect((await client.query("select count(*)::int as n from ranking_entries")).rows).toEqual([{ n: 1 }]);
    expect((await client.query("select count(*)::int as n from progress_entries")).rows).toEqual([{ n: 1 }]);
    // A course renamed in the panel takes its rows with it; a row naming a course the school lacks is refused.
    await client.exec(`update courses set label = '2º ESO A-C' where slug = '2-eso'`);
    expect((await client.query("select course from course_news order by id")).rows).toEqual([
      { course: "2º ESO A-C" },
      { course: "1º Bachillerato" },
    ]);
    expect((await client.query("select category from blog_posts order by id")).rows).toEqual([
      { category: "2º ESO A-C" },
      { category: null },
    ]);
    await expect(
      client.exec(`insert into course_news (course, title, content) values ('5º ESO', 'x', 'y')`),
    ).rejects.toThrow(/foreign key/);
    await client.close();
  });
});

describe("an existing database takes the projects as data (0031)", () => {
  it("keeps its 13 projects, their addresses, names, looks and forms, and every sign-up; a renamed project takes its sign-ups", async () => {
    const { SAMPLE_PROJECTS } = await import("../../db/seed-data/projects");
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsBefore(31) });
    await client.exec(`
      insert into inscripciones_proyectos (nombre, curso, proyecto) values
        ('Ana', '2º ESO A', 'Health Leaders'), ('Leo', '3º ESO B', 'Guardianes de la Pista'), ('Noa', '1º Bach', 'Sombras y Brillo');
      insert into page_revisions (page_key, version, document, author_name) values
        ('proyecto-mas-deporte', 1, '{"title": "+Deporte"}', 'Contenido inicial');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    const rows = (
      await client.query<{
        slug: string;
        title: string;
        icon: string;
        theme: string;
        special: string | null;
        signup: boolean;
      }>("select slug, title, icon, theme, special, signup from projects where retired_at is null order by position")
    ).rows;
    expect(rows).toEqual(SAMPLE_PROJECTS);
    expect((await client.query("select page_key from page_revisions")).rows).toEqual([
      { page_key: "proyecto-mas-deporte" },
    ]);
    // A project renamed in the panel takes its sign-ups; a sign-up naming no project is refused.
    await client.exec(`update projects set title = 'Health Leaders 26' where slug = 'health-leaders'`);
    expect((await client.query("select proyecto from inscripciones_proyectos order by id")).rows).toEqual([
      { proyecto: "Health Leaders 26" },
      { proyecto: "Guardianes de la Pista" },
      { proyecto: "Sombras y Brillo" },
    ]);
    await expect(
      client.exec(`insert into inscripciones_proyectos (nombre, curso, proyecto) values ('x', 'y', 'Otro')`),
    ).rejects.toThrow(/foreign key/);
    await client.close();
  });
});

describe("an existing database takes the old addresses (0033)", () => {
  it("keeps both addresses that now follow names, and a hidden entry hidden under its own key", async () => {
    const migrated = await namedPagesMigratedFrom(33, {
      menu: {
        order: ["blog"],
        hidden: [
          "/bilinguismo/proyecto-bilingue-24-25",
          "/campeonatos/fernando-iii-league",
          "/campeonatos/salon-de-la-fama",
        ],
      },
    });
    expect(migrated.menu).toEqual({
      order: ["blog"],
      hidden: ["/bilinguismo/:proyecto", "/campeonatos/:liga", "/campeonatos/salon-de-la-fama"],
    });
    // The league and the bilingual project stay where they were: their names give their old addresses.
    expect(migrated.addresses).toEqual({
      bilingualProject: "/bilinguismo/proyecto-bilingue-24-25",
      league: "/campeonatos/fernando-iii-league",
      tournament: "/campeonatos/mantecup",
    });
    expect(migrated.oldAddresses).toEqual([]);
  });

  it("keeps the settings, and its phones start with no follower and the reminder at 18:00", async () => {
    const client = await settingsMigratedFrom(34);
    const [row] = (
      await client.query<{ league_name: string; push_reminder_hour: string }>(
        "select league_name, push_reminder_hour from site_settings",
      )
    ).rows;
    expect(row).toEqual({ league_name: "Liga Bahía", push_reminder_hour: "18:00" });
    for (const table of ["push_subscriptions", "push_follows", "push_events", "push_outbox"])
      expect((await client.query(`select count(*)::int as n from ${table}`)).rows).toEqual([{ n: 0 }]);
    // The hour is a time of day or nothing.
    await expect(client.exec("update site_settings set push_reminder_hour = '25:00'")).rejects.toThrow();
    await client.close();
  });

  it("keeps the settings with no region chosen, and takes only a region's code", async () => {
    const client = await settingsMigratedFrom(35);
    const [row] = (
      await client.query<{ league_name: string; holiday_region: string | null }>(
        "select league_name, holiday_region from site_settings",
      )
    ).rows;
    expect(row).toEqual({ league_name: "Liga Bahía", holiday_region: null });
    await client.exec("update site_settings set holiday_region = 'AN'");
    await expect(client.exec("update site_settings set holiday_region = 'Andalucía'")).rejects.toThrow();
    await client.close();
  });

  it("keeps the tournament at its address, and its hidden menu entry hidden under its own key", async () => {
    const migrated = await namedPagesMigratedFrom(36, {
      leagueName: "Liga Bahía",
      menu: { order: [], hidden: ["/campeonatos/mantecup", "/campeonatos/:liga"] },
    });
    expect(migrated.menu).toEqual({ order: [], hidden: ["/campeonatos/:torneo", "/campeonatos/:liga"] });
    expect(migrated.tournamentName).toBe("Mantecup");
    expect(migrated.addresses).toMatchObject({
      league: "/campeonatos/liga-bahia",
      tournament: "/campeonatos/mantecup",
    });
  });
});

describe("an existing database takes the tournament's keys (0041)", () => {
  it("files the tournament's competitions, pages, settings and closed years under keys that name no school", async () => {
    const before = await migrationsBefore(41);
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const closedYear = {
      competitions: [
        { competition: { slug: "futbol-sala", tournament: "mantecup", name: "Fútbol Sala" } },
        { competition: { slug: "liga-baloncesto", tournament: "liga", name: "Liga · Baloncesto" } },
      ],
      league: [],
    };
    await client.query(
      `insert into site_settings (id, teacher_name, school_name, facebook_url, instagram_url, x_url, video_channel_url, mantecup_edition)
        values (1, 'Javier', 'IES', '', '', '', '', 'V edición');
      `,
    );
    await client.exec(`
      insert into competitions (slug, name, sport, position, tournament) values
        ('futbol-sala', 'Fútbol Sala', 'futbol', 0, 'mantecup'), ('liga-baloncesto', 'Liga · Baloncesto', 'baloncesto', 1, 'liga');
      insert into page_revisions (page_key, version, document, author_name) values
        ('mantecup', 1, '{"title": "Mantecup"}', 'Profe'), ('fernando-iii-league', 1, '{}', 'Profe'), ('inicio', 1, '{}', 'Profe');
      insert into page_drafts (page_key, document, author_name) values ('mantecup', '{"title": "Borrador"}', 'Profe');
      insert into mantecup_settings (id, enrolment_open) values (1, true);
      update school_years set current = false, closed_at = now(), archive = '${JSON.stringify(closedYear)}' where id = '2025-2026';
      insert into school_years (id, current, archive) values ('2026-2027', true, null);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    expect((await client.query("select slug, tournament from competitions order by slug")).rows).toEqual([
      { slug: "futbol-sala", tournament: "torneo" },
      { slug: "liga-baloncesto", tournament: "liga" },
    ]);
    expect((await client.query("select page_key from page_revisions order by page_key")).rows).toEqual([
      { page_key: "inicio" },
      { page_key: "liga" },
      { page_key: "torneo" },
    ]);
    expect((await client.query("select page_key, document from page_drafts")).rows).toEqual([
      { page_key: "torneo", document: { title: "Borrador" } },
    ]);
    expect((await client.query("select enrolment_open from tournament_settings")).rows).toEqual([
      { enrolment_open: true },
    ]);
    expect((await client.query("select tournament_edition from site_settings")).rows).toEqual([
      { tournament_edition: "V edición" },
    ]);
    const [year] = (
      await client.query<{ archive: typeof closedYear }>("select archive from school_years where id = '2025-2026'")
    ).rows;
    expect(year!.archive.competitions.map(({ competition }) => competition)).toEqual([
      { slug: "futbol-sala", tournament: "torneo", name: "Fútbol Sala" },
      { slug: "liga-baloncesto", tournament: "liga", name: "Liga · Baloncesto" },
    ]);
    // A new tournament competition takes the new key; the old one is refused.
    await client.exec(
      `insert into competitions (slug, name, sport, position) values ('voleibol', 'Voleibol', 'voleibol', 2)`,
    );
    expect((await client.query("select tournament from competitions where slug = 'voleibol'")).rows).toEqual([
      { tournament: "torneo" },
    ]);
    await expect(
      client.exec(
        `insert into competitions (slug, name, sport, position, tournament) values ('x', 'X', 'futbol', 3, 'mantecup')`,
      ),
    ).rejects.toThrow(/competitions_tournament/);
    await client.close();
  });
});
