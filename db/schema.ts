import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { documentSearchVector, searchVector } from "./search-vector";

/**
 * A text's search vector, kept by the database beside its text: ranking a search reads
 * it instead of stemming every matching text again (db/search-vector.ts).
 */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const searchColumn = () => tsvector("search").generatedAlwaysAs(searchVector(sql`"title"`, sql`"content"`));

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** One row (id = 1): what the teacher can change without a deploy. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    teacherName: text("teacher_name").notNull(),
    schoolName: text("school_name").notNull(),
    facebookUrl: text("facebook_url").notNull(),
    instagramUrl: text("instagram_url").notNull(),
    xUrl: text("x_url").notNull(),
    videoChannelUrl: text("video_channel_url").notNull(),
    /** «el profe» or «la profe»: how the header names the teacher. */
    teacherTitle: text("teacher_title").notNull().default("el profe"),
    /** Year-bound words the teacher changes each year: the timetable's year, the tournament's edition, the bilingual project's menu label. */
    timetableYear: text("timetable_year").notNull().default("2025/2026"),
    tournamentEdition: text("tournament_edition").notNull().default(""),
    bilingualLabel: text("bilingual_label").notNull().default("Proyecto Bilingüe 24/25"),
    /** The league's name: the menu's, its pages' and, made an address, where they live. */
    leagueName: text("league_name").notNull().default("Liga escolar"),
    /** The tournament's name, the same way: «Copa de Primavera» → /campeonatos/copa-de-primavera. */
    tournamentName: text("tournament_name").notNull().default("Torneo de los recreos"),
    /** Pupils are minors: public lists with their names (league teams) wait for the teacher's approval. */
    approvePublicNames: boolean("approve_public_names").notNull().default(true),
    /**
     * Blog and course-news comments wait for the teacher before they are shown: on by default, since
     * a comment carries a pupil's name.
     */
    premoderateComments: boolean("premoderate_comments").notNull().default(true),
    /** How the teacher arranges the menu (/admin/menu): sections' order and names, what is hidden. */
    menu: jsonb("menu").notNull().default({}),
    /**
     * The site's public address (`https://ef.iesejemplo.es`): every absolute address the site writes
     * (emails, cards, posters, feeds, sitemap, canonical tags, calendars) starts with it, never with
     * what a request's Host names. Set by PUBLIC_URL, or stored on the first start and
     * changed in «Ajustes».
     */
    publicUrl: text("public_url"),
    /** When phones that follow a team hear of its match the next day, Madrid time. */
    pushReminderHour: text("push_reminder_hour").notNull().default("18:00"),
    /** The school's autonomous community (ISO 3166-2 code, «AN»): its holidays join the calendar. */
    holidayRegion: text("holiday_region"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_teacher_name_len", sql`char_length(${t.teacherName}) between 1 and 60`),
    check("site_settings_teacher_title", sql`${t.teacherTitle} in ('el profe', 'la profe')`),
    check("site_settings_push_reminder_hour", sql`${t.pushReminderHour} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("site_settings_holiday_region", sql`${t.holidayRegion} ~ '^[A-Z]{2}$'`),
  ],
);

/** Shared passwords of the course gates and of the result dialog: only hashes are stored. */
import type { GateName } from "../app/people/domain/gates";

export const gatePasswords = pgTable(
  "gate_passwords",
  {
    gate: text("gate").$type<GateName>().primaryKey(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A course's gate is `course:<its address>` (the courses are the teacher's).
  (t) => [check("gate_passwords_gate", sql`${t.gate} = 'organiser' or ${t.gate} ~ '^course:[a-z0-9-]{1,40}$'`)],
);

/** Server-side secrets generated on first start (cookie signing keys). Never sent anywhere. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * What the start-up seed has done to this database, once each: the sample content
 * ('contenido-de-ejemplo') is loaded on the first start only, so a table the teacher emptied (a year
 * closed, a ranking cleared) stays empty across restarts and upgrades. A database made before this
 * table existed is marked by its migration when it already has its settings row.
 */
export const seedMarkers = pgTable("seed_markers", {
  name: text("name").primaryKey(),
  createdAt: createdAt(),
});

/** First-party visit counter shown in the footer ('Visitas a la web'). */
export const visitCounter = pgTable(
  "visit_counter",
  {
    id: integer("id").primaryKey().default(1),
    visits: bigint("visits", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("visit_counter_single_row", sql`${t.id} = 1`),
    check("visit_counter_non_negative", sql`${t.visits} >= 0`),
  ],
);

/** Fixed-window rate limit counters, in the database so that several instances share them. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Password guesses (course gates, organiser, staff sign-in), counted before the hash is checked.
 * A key is a browser or an address; past its free attempts each one must wait longer (`nextAt`).
 * `token` says which request took the last allowed attempt (docs/decisions/008).
 */
export const passwordAttempts = pgTable("password_attempts", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
  token: text("token").notNull(),
  /**
   * The oldest browser identity among the attempts counted in this window: when a
   * script's new identities use up the address's pool, browsers given theirs before all of them
   * are let through on a pool of their own.
   */
  oldestIdentityAt: timestamp("oldest_identity_at", { withTimezone: true }),
  updatedAt: updatedAt(),
  createdAt: createdAt(),
});

/**
 * What the result dialog holds after the organiser password: one match, until the dialog is
 * closed, the result is saved or the time runs out. Only the SHA-256 of the pass is stored.
 */
/**
 * The organiser's day passes: one per device that typed the organiser password, valid
 * until midnight in Madrid; the cookie holds a random id, the server its hash. The teacher sees
 * them and closes them all at once («Cerrar los pases de hoy»); «lock» ends this device's.
 */
export const organiserDayPasses = pgTable("organiser_day_passes", {
  idHash: text("id_hash").primaryKey(),
  /** The device as its browser names itself («Android · Chrome»), to tell the passes apart in the list. */
  device: text("device").notNull().default(""),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const organiserPasses = pgTable("organiser_passes", {
  tokenHash: text("token_hash").primaryKey(),
  matchId: integer("match_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Staff accounts. Column names follow better-auth's default schema so the library can use
// these tables directly; `role` is ours: 'admin' (the teacher) or 'organiser' (results only).
// ---------------------------------------------------------------------------------------------
import type { StaffRole } from "../app/platform/domain/staff";

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").$type<StaffRole>().notNull().default("organiser"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("user_role", sql`${t.role} in ('admin', 'organiser')`)],
);

export const session = pgTable("session", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const account = pgTable("account", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Public pages. Table and column names of the spec are kept.
// ---------------------------------------------------------------------------------------------

/** Contact enquiries (home) and suggestions (course suggestion box); the SQL names are the specification's (docs/decisions/047). */
export const contactMessages = pgTable(
  "consultas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    course: text("course").notNull(),
    email: text("email"),
    message: text("message").notNull(),
    /** Where it came from: the home contact form or the course suggestion box. */
    source: text("source").notNull().default("contacto"),
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("consultas_name_len", sql`char_length(${t.name}) between 1 and 100`),
    check("consultas_course_len", sql`char_length(${t.course}) between 1 and 40`),
    check("consultas_email_len", sql`${t.email} is null or char_length(${t.email}) between 3 and 254`),
    check("consultas_message_len", sql`char_length(${t.message}) between 1 and 5000`),
    check("consultas_source", sql`${t.source} in ('contacto', 'buzon')`),
  ],
);

import type { ProjectIcon, ProjectSpecial, ProjectTheme } from "../app/pages/domain/projects";

/** The department's projects: the teacher adds, renames, reorders and retires them (/admin/proyectos). */
export const projects = pgTable(
  "projects",
  {
    /** Its address, `/proyectos/<slug>`: chosen when it is added and kept (links shared with families stay good). */
    slug: text("slug").primaryKey(),
    /** Its name in the menu; the inbox files its sign-ups under it (they follow a rename). */
    title: text("title").notNull().unique(),
    icon: text("icon").$type<ProjectIcon>().notNull(),
    theme: text("theme").$type<ProjectTheme>().notNull(),
    /** A block fed by the site's data, kept from the sample school (one project each). */
    special: text("special").$type<ProjectSpecial>().unique(),
    signup: boolean("signup").notNull().default(false),
    position: integer("position").notNull(),
    /** Retired: gone from the menu; its address answers 410; its sign-ups stay in the inbox. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("projects_slug", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 60`),
    check("projects_title_len", sql`char_length(${t.title}) between 1 and 60`),
    check("projects_icon", sql`char_length(${t.icon}) between 1 and 40`),
    check("projects_theme", sql`char_length(${t.theme}) between 1 and 40`),
    check("projects_special", sql`${t.special} is null or ${t.special} in ('xacobeo', 'fruit-meter')`),
  ],
);

/** A project's sign-ups; the SQL names are the specification's (docs/decisions/047). */
export const projectSignups = pgTable(
  "inscripciones_proyectos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("nombre").notNull(),
    course: text("curso").notNull(),
    /** The project's name (a project of the `projects` table; a rename carries its sign-ups). */
    project: text("proyecto")
      .notNull()
      .references(() => projects.title, { onUpdate: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("inscripciones_nombre_len", sql`char_length(${t.name}) between 1 and 100`),
    check("inscripciones_curso_len", sql`char_length(${t.course}) between 1 and 40`),
  ],
);

/**
 * Timetable 2025/2026: grid 'clases' holds a list of entries per cell, grid
 * 'instalaciones' (gym and court) one string per cell. Slot 0..6 = the seven rows, 3 = break.
 */
export const timetableCells = pgTable(
  "timetable_cells",
  {
    grid: text("grid").$type<"clases" | "instalaciones">().notNull(),
    slot: integer("slot").notNull(),
    weekday: integer("weekday").notNull(),
    entries: text("entries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.grid, t.slot, t.weekday] }),
    check("timetable_grid", sql`${t.grid} in ('clases', 'instalaciones')`),
    check("timetable_slot", sql`${t.slot} between 0 and 6`),
    check("timetable_weekday", sql`${t.weekday} between 1 and 5`),
    check("timetable_single_string", sql`${t.grid} = 'clases' or cardinality(${t.entries}) <= 1`),
  ],
);

/** Per-class figures of a project page: km of the Desafío Xacobeo, pieces of the fruit meter. */
export const projectClassScores = pgTable(
  "project_class_scores",
  {
    project: text("project").$type<"desafio-xacobeo" | "disfruta-del-recreo">().notNull(),
    className: text("class_name").notNull(),
    value: integer("value").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.project, t.className] }),
    check("project_class_scores_project", sql`${t.project} in ('desafio-xacobeo', 'disfruta-del-recreo')`),
    check("project_class_scores_value", sql`${t.value} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// News board 'Última Hora'. Content is HTML, sanitised before storing.
// ---------------------------------------------------------------------------------------------
export const newsItems = pgTable(
  "news_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    date: text("date").notNull(),
    /** In the site's one text format (app/platform/domain/text-format.ts); older rows held HTML, converted at start-up. */
    content: text("content").notNull(),
    imageText: text("image_text").notNull().default(""),
    imageUrl: text("image_url"),
    pinned: boolean("pinned").notNull().default(false),
    /** The last day a pinned item stays on top (last year's pins buried the new news); a month from pinning. */
    pinnedUntil: text("pinned_until"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchColumn(),
  },
  (t) => [
    check("news_title_len", sql`char_length(${t.title}) between 1 and 200`),
    check("news_date_iso", sql`${t.date} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    check("news_content_len", sql`char_length(${t.content}) <= 50000`),
    index("news_items_search").using("gin", t.search),
  ],
);

// ---------------------------------------------------------------------------------------------
// Championships hub: the tournament's team enrolments.
// ---------------------------------------------------------------------------------------------
export { LEAGUE_SPORTS, ATHLETE_TYPES } from "../app/competitions/domain/championships";
import type { LeagueSport } from "../app/competitions/domain/championships";
export type { LeagueSport };

/** Fernando III League teams: saved on the server, visible to everyone (the original kept them in one browser). */
export const leagueTeams = pgTable(
  "league_teams",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    captain: text("captain").notNull(),
    sport: text("sport").$type<LeagueSport>().notNull(),
    members: text("members").array().notNull(),
    /** Shown on the public list only once approved (pupils' names), unless approval is turned off. */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("league_teams_sport", sql`${t.sport} in ('Fútbol Sala', 'Baloncesto')`),
    check("league_teams_name_len", sql`char_length(${t.name}) between 1 and 60`),
    check("league_teams_captain_len", sql`char_length(${t.captain}) between 1 and 100`),
    check("league_teams_members", sql`cardinality(${t.members}) between 1 and 30`),
    // One team name per sport, compared trimmed and case-insensitively.
    uniqueIndex("league_teams_name_sport").on(sql`lower(btrim(${t.name}))`, t.sport),
  ],
);

export const tournamentEnrolments = pgTable(
  "mantecup_inscripciones",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    teamName: text("team_name").notNull(),
    captainName: text("captain_name").notNull(),
    sport: text("sport").notNull(),
    /** Newline-separated list, as in the spec. */
    members: text("members").notNull(),
    status: text("status").notNull().default("pendiente"),
    createdAt: createdAt(),
  },
  (t) => [
    check("mantecup_status", sql`${t.status} in ('pendiente', 'aprobado', 'rechazado')`),
    check("mantecup_team_len", sql`char_length(${t.teamName}) between 1 and 60`),
    check("mantecup_members_len", sql`char_length(${t.members}) between 1 and 3000`),
  ],
);

/** Enrolment of the tournament: open or closed is data, with an optional deadline (one row). */
export const tournamentSettings = pgTable(
  "tournament_settings",
  {
    id: integer("id").primaryKey().default(1),
    enrolmentOpen: boolean("enrolment_open").notNull().default(false),
    enrolmentDeadline: timestamp("enrolment_deadline", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check("tournament_settings_single_row", sql`${t.id} = 1`)],
);

export const honorees = pgTable("honorees", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  sport: text("sport").notNull(),
  achievement: text("achievement").notNull(),
  status: text("status").notNull(),
  imageUrl: text("image_url").notNull(),
  quote: text("quote").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

/** Suggestions of athletes for the Hall of Fame; the SQL names are the specification's (docs/decisions/047). */
export const hallOfFameSuggestions = pgTable(
  "Salón de la fama",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("nombre").notNull(),
    athleteKind: text("tipo_atleta").notNull(),
    sport: text("deporte").notNull(),
    achievement: text("logro").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("salon_tipo_atleta", sql`${t.athleteKind} in ('Alumno/a', 'Ex-alumno/a')`),
    check("salon_nombre_len", sql`char_length(${t.name}) between 1 and 100`),
    check("salon_logro_len", sql`char_length(${t.achievement}) between 1 and 1000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Blog: blog_posts, blog_comments, blog_post_likes.
// ---------------------------------------------------------------------------------------------
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    /** In the site's one text format (app/platform/domain/text-format.ts). */
    content: text("content").notNull(),
    /** A course's label, or none (every course); a renamed course takes its posts with it. */
    category: text("category").references(() => courses.label, { onUpdate: "cascade" }),
    author: text("author"),
    /** Optional picture (a path of this site) and its text alternative. */
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    createdAt: createdAt(),
    search: searchColumn(),
  },
  (t) => [
    check("blog_posts_title_len", sql`char_length(${t.title}) between 1 and 200`),
    index("blog_posts_search").using("gin", t.search),
  ],
);

export const blogComments = pgTable(
  "blog_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    content: text("content").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** Written while comments wait for approval: hidden until the teacher approves it (a state apart from hidden). */
    awaitingApproval: boolean("awaiting_approval").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("blog_comments_author_len", sql`char_length(${t.authorName}) between 1 and 50`),
    check("blog_comments_content_len", sql`char_length(${t.content}) between 1 and 500`),
  ],
);

export const blogPostLikes = pgTable(
  "blog_post_likes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    userCourse: text("user_course").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One like per post for the same name and course, compared trimmed and case-insensitively.
    uniqueIndex("blog_post_likes_once").on(
      t.postId,
      sql`lower(btrim(${t.userName}))`,
      sql`lower(btrim(${t.userCourse}))`,
    ),
    check("blog_post_likes_name_len", sql`char_length(btrim(${t.userName})) between 1 and 50`),
    check("blog_post_likes_course_len", sql`char_length(btrim(${t.userCourse})) between 1 and 40`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Competitions: their groups, teams and matches.
// Results are saved here; standings are computed from the played matches, never stored.
// ---------------------------------------------------------------------------------------------
export { SPORT_KINDS, type SportKind } from "../app/competitions/domain/championships";
import { SPORT_KINDS, type SportKind } from "../app/competitions/domain/championships";
import { SPORT_VARIANT_KEYS, type SportVariant } from "../app/competitions/domain/sport-setup";
import type { TieBreak } from "../app/competitions/domain/standings";
import type {
  CompetitionCategory,
  CompetitionColour,
  CompetitionFormat,
  Tournament,
} from "../app/competitions/domain/championships";
import type { KnockoutRound } from "../app/competitions/domain/knockout";

export const competitions = pgTable(
  "competitions",
  {
    /** The last segment of the page's URL, e.g. `futbol-masculino`. */
    slug: text("slug").primaryKey(),
    name: text("name").notNull(),
    sport: text("sport").$type<SportKind>().notNull(),
    /** Men's, women's or mixed (null: not said). */
    category: text("category").$type<CompetitionCategory>(),
    position: integer("position").notNull().default(0),
    /** The table's rules (app/competitions/domain/standings.ts): points for a win, a draw, a loss… */
    pointsWin: integer("points_win").notNull().default(3),
    pointsDraw: integer("points_draw").notNull().default(1),
    pointsLoss: integer("points_loss").notNull().default(0),
    /** …and the tie-breaks in order (today's by default). */
    tieBreaks: text("tie_breaks")
      .array()
      .$type<TieBreak[]>()
      .notNull()
      .default(sql`'{difference,scored,fewest-against,head-to-head}'::text[]`),
    /** Tables only (one group or several), or groups followed by a knockout stage (knockout_ties). */
    format: text("format").$type<CompetitionFormat>().notNull().default("groups"),
    /** The tournament's, or the league's (its page is under the league's). */
    tournament: text("tournament").$type<Tournament>().notNull().default("torneo"),
    /** Its card's and page header's colour (app/competitions/domain/championships.ts). */
    colour: text("colour").$type<CompetitionColour>().notNull().default("verde"),
    /** How it is played (3x3, fútbol 7…; `SPORTS`' variants): null is the sport's first. Its rules follow it. */
    variant: text("variant").$type<SportVariant>(),
    /** The teacher's own rules for it, one a line, shown after those its settings write. */
    ownRules: text("own_rules").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    // The sports of `SPORTS` (app/competitions/domain/championships.ts): a new one there, and drizzle-kit writes its migration.
    check("competitions_sport", sql`${t.sport} in (${sql.raw(SPORT_KINDS.map((sport) => `'${sport}'`).join(", "))})`),
    check("competitions_format", sql`${t.format} in ('groups', 'groups-knockout')`),
    check("competitions_tournament", sql`${t.tournament} in ('torneo', 'liga')`),
    check("competitions_category", sql`${t.category} is null or ${t.category} in ('masculino', 'femenino', 'mixto')`),
    check(
      "competitions_points",
      sql`${t.pointsWin} between 0 and 10 and ${t.pointsDraw} between 0 and 10 and ${t.pointsLoss} between 0 and 10`,
    ),
    check(
      "competitions_variant",
      sql`${t.variant} is null or ${t.variant} in (${sql.raw(SPORT_VARIANT_KEYS.map((v) => `'${v}'`).join(", "))})`,
    ),
    check("competitions_own_rules", sql`length(${t.ownRules}) <= 2000`),
  ],
);

/**
 * The days without school the teacher keeps (holidays, exam weeks): the fixture generator skips
 * them, as it skips weekends. Kept from one generation to the next.
 */
export const nonSchoolDays = pgTable("non_school_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note"),
});

export const competitionGroups = pgTable(
  "competition_groups",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    competitionSlug: text("competition_slug")
      .notNull()
      .references(() => competitions.slug, { onDelete: "cascade" }),
    /** Short code ('A', 'B'…) used to group fixtures. */
    code: text("code").notNull(),
    /** Heading of its table, e.g. 'Grupo A', 'Competición', 'Grupo D · 3º / 4º ESO'. */
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
    /** Shown in its own section below the others (men's football group C). */
    shownSeparately: boolean("shown_separately").notNull().default(false),
  },
  (t) => [uniqueIndex("competition_groups_code").on(t.competitionSlug, t.code)],
);

export const tournamentTeams = pgTable(
  "tournament_teams",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    competitionSlug: text("competition_slug")
      .notNull()
      .references(() => competitions.slug, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => competitionGroups.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    course: text("course"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tournament_teams_name").on(t.competitionSlug, sql`lower(btrim(${t.name}))`),
    check("tournament_teams_name_len", sql`char_length(${t.name}) between 1 and 80`),
  ],
);

export const MATCH_STATUSES = ["pending", "played"] as const;

export const tournamentMatches = pgTable(
  "tournament_matches",
  {
    /** Sequential from 1, as in the spec. */
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    competitionSlug: text("competition_slug")
      .notNull()
      .references(() => competitions.slug, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => competitionGroups.id, { onDelete: "set null" }),
    team1Id: integer("team1_id")
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: "cascade" }),
    team2Id: integer("team2_id")
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: "cascade" }),
    team1Score: integer("team1_score"),
    team2Score: integer("team2_score"),
    /** A knockout tie that ended level: the penalties (or extra point) that decided it. */
    team1Penalties: integer("team1_penalties"),
    team2Penalties: integer("team2_penalties"),
    /** The day it is played (null: not fixed yet). Orders the fixtures and feeds the calendar. */
    day: date("day", { mode: "string" }),
    /**
     * How the day is shown: its Spanish long form ('Lunes, 13 de enero de 2025') when there is a
     * day, else the teacher's words ('Por determinar'; older free text is kept as it was written).
     */
    date: text("date").notNull(),
    time: text("time"),
    location: text("location"),
    status: text("status").$type<(typeof MATCH_STATUSES)[number]>().notNull().default("pending"),
    position: integer("position").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tournament_matches_teams", sql`${t.team1Id} <> ${t.team2Id}`),
    // A match is played exactly when both scores are there; scores are whole numbers ≥ 0.
    check(
      "tournament_matches_status",
      sql`(${t.status} = 'pending' and ${t.team1Score} is null and ${t.team2Score} is null) or (${t.status} = 'played' and ${t.team1Score} is not null and ${t.team2Score} is not null)`,
    ),
    check("tournament_matches_scores", sql`${t.team1Score} between 0 and 300 and ${t.team2Score} between 0 and 300`),
    // Penalties only after a draw, both or neither, and with a winner.
    check(
      "tournament_matches_penalties",
      sql`(${t.team1Penalties} is null and ${t.team2Penalties} is null) or (${t.status} = 'played' and ${t.team1Score} = ${t.team2Score} and ${t.team1Penalties} between 0 and 300 and ${t.team2Penalties} between 0 and 300 and ${t.team1Penalties} <> ${t.team2Penalties})`,
    ),
  ],
);

/**
 * A competition's knockout stage (app/competitions/domain/knockout.ts): one row a tie, in bracket
 * order. Its two places say who plays (`team:12`, `winner:SF1`, `loser:SF1`); its match is made
 * in tournament_matches (the same dialog, change log and live updates) once both teams are known,
 * on the day planned when the bracket was drawn.
 */
export const knockoutTies = pgTable(
  "knockout_ties",
  {
    competitionSlug: text("competition_slug")
      .notNull()
      .references(() => competitions.slug, { onDelete: "cascade" }),
    /** 'QF1'…'QF4', 'SF1', 'SF2', '3P', 'F'. */
    code: text("code").notNull(),
    round: text("round").$type<KnockoutRound>().notNull(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
    homeSlot: text("home_slot").notNull(),
    awaySlot: text("away_slot").notNull(),
    /** The planned day, time and court of its match. */
    day: date("day", { mode: "string" }).notNull(),
    time: text("time"),
    location: text("location"),
    matchId: integer("match_id").references(() => tournamentMatches.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.competitionSlug, t.code] }), uniqueIndex("knockout_ties_match").on(t.matchId)],
);

/** Every saved result, first entries and corrections alike: who, when, old and new score. */
export const matchResultChanges = pgTable("match_result_changes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  matchId: integer("match_id")
    .notNull()
    .references(() => tournamentMatches.id, { onDelete: "cascade" }),
  /** 'contraseña de organización' or the staff account's e-mail. */
  changedBy: text("changed_by").notNull(),
  clientIp: text("client_ip"),
  oldTeam1Score: integer("old_team1_score"),
  oldTeam2Score: integer("old_team2_score"),
  newTeam1Score: integer("new_team1_score").notNull(),
  newTeam2Score: integer("new_team2_score").notNull(),
  /** When it arrived: the save's time. */
  createdAt: createdAt(),
  /**
   * When the organiser typed it, by the phone's clock: a result kept on a phone without signal
   * arrives later (docs/decisions/044-results-kept-on-the-phone.md). Null: sent as it was typed.
   */
  enteredAt: timestamp("entered_at", { withTimezone: true }),
  /** The phone's own key for this entry: a send repeated after a lost answer is saved once. */
  submissionKey: text("submission_key").unique("match_result_changes_submission_key"),
});

// ---------------------------------------------------------------------------------------------
// Course zone: each course's news and its comments, the ranking, the progress, the achievements. The courses are the teacher's; their rows name a course by its label
// ('2º ESO'), as the original did, and a renamed course carries its rows with it (ON UPDATE CASCADE).
// ---------------------------------------------------------------------------------------------
import type { CourseZone } from "../app/courses/domain/courses";

export const courses = pgTable(
  "courses",
  {
    /** Its address, `/cursos/<slug>`: chosen when it is added and kept (links shared with families stay good). */
    slug: text("slug").primaryKey(),
    label: text("label").notNull().unique(),
    classes: text("classes").array().notNull(),
    /** What its zone's fourth card shows: the friendly ranking, or the group progress (one course at most). */
    zone: text("zone").$type<CourseZone>().notNull().default("ranking"),
    position: integer("position").notNull(),
    /** Retired: gone from the menu and the forms; its pages answer 410 with a link to the archive. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("courses_slug", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 40`),
    check("courses_label_len", sql`char_length(${t.label}) between 1 and 40`),
    check("courses_classes", sql`cardinality(${t.classes}) between 1 and 12`),
    check("courses_zone", sql`${t.zone} in ('ranking', 'progress')`),
    uniqueIndex("courses_one_progress")
      .on(t.zone)
      .where(sql`${t.zone} = 'progress'`),
  ],
);

const courseLabel = (name: string) =>
  text(name)
    .notNull()
    .references(() => courses.label, { onUpdate: "cascade" });

export const courseNews = pgTable(
  "course_news",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    course: courseLabel("course"),
    title: text("title").notNull(),
    /** In the site's one text format (app/platform/domain/text-format.ts); older rows held HTML, converted at start-up. */
    content: text("content").notNull(),
    /** 'info' or 'alert'; anything else is shown as info. */
    type: text("type").notNull().default("info"),
    createdAt: createdAt(),
    search: searchColumn(),
  },
  (t) => [
    check("course_news_title_len", sql`char_length(${t.title}) between 1 and 200`),
    index("course_news_search").using("gin", t.search),
  ],
);

export const courseNewsComments = pgTable(
  "course_news_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    newsId: integer("news_id")
      .notNull()
      .references(() => courseNews.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorCourse: text("author_course").notNull(),
    content: text("content").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** Written while comments wait for approval: hidden until the teacher approves it (a state apart from hidden). */
    awaitingApproval: boolean("awaiting_approval").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("course_news_comments_author_len", sql`char_length(${t.authorName}) between 1 and 50`),
    check("course_news_comments_course_len", sql`char_length(${t.authorCourse}) between 1 and 40`),
    check("course_news_comments_content_len", sql`char_length(${t.content}) between 1 and 500`),
  ],
);

export const achievements = pgTable(
  "achievements",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    course: courseLabel("course"),
    /** The class it belongs to, if any ('2º ESO B'). */
    className: text("class_name"),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("achievements_course").on(t.course)],
);

export const RANKING_BADGES = ["proyectos", "web", "subida"] as const;

/** Friendly ranking (gated): minors' names, sent only after the course gate is unlocked. */
export const rankingEntries = pgTable(
  "ranking_entries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    course: courseLabel("course"),
    classLetter: text("class_letter").notNull(),
    rank: integer("rank").notNull(),
    name: text("name").notNull(),
    /** A number of points, or a percentage string for 1º Bachillerato ('92%'). */
    points: text("points").notNull(),
    badges: text("badges")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check("ranking_entries_class", sql`char_length(${t.classLetter}) between 1 and 8`),
    check("ranking_entries_badges", sql`${t.badges} <@ array['proyectos', 'web', 'subida']::text[]`),
  ],
);

/** Group progress of 1º Bachillerato (gated like the ranking). */
export const progressEntries = pgTable(
  "progress_entries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    classLetter: text("class_letter").notNull(),
    rank: integer("rank").notNull(),
    name: text("name").notNull(),
    progress: integer("progress").notNull(),
    special: text("special"),
    createdAt: createdAt(),
  },
  (t) => [
    check("progress_entries_class", sql`char_length(${t.classLetter}) between 1 and 8`),
    check("progress_entries_progress", sql`${t.progress} between 0 and 100`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Staff back-office: invitations, audit log, uploaded images.
// ---------------------------------------------------------------------------------------------

/** An invitation link for a new staff account: only the token's hash is stored; valid once. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("staff_invitations_role", sql`${t.role} in ('admin', 'organiser')`)],
);

/** Who changed what, when: every admin change writes one row. */
export const auditLog = pgTable("audit_log", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  actorId: text("actor_id"),
  actorEmail: text("actor_email").notNull(),
  action: text("action").notNull(),
  target: text("target").notNull().default(""),
  details: text("details").notNull().default(""),
  createdAt: createdAt(),
});

/** Images uploaded by the teacher; the file lives in the uploads directory under `fileName`. */
export const uploads = pgTable("uploads", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  fileName: text("file_name").notNull().unique(),
  originalName: text("original_name").notNull(),
  contentType: text("content_type").notNull(),
  bytes: integer("bytes").notNull(),
  width: integer("width"),
  height: integer("height"),
  /** The widths of its AVIF and WebP variants (`<name>-480.avif`…); null: stored before variants, or an animated GIF. */
  variantWidths: integer("variant_widths").array(),
  uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// School years (docs/decisions/012): one is current; closing it keeps everything the
// year showed in its archive, read-only, and opens the next.
// ---------------------------------------------------------------------------------------------
import type { YearArchive } from "../app/archive/domain/school-years";

export const schoolYears = pgTable(
  "school_years",
  {
    /** '2025-2026'. */
    id: text("id").primaryKey(),
    current: boolean("current").notNull().default(false),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Everything the year showed, as it was when it was closed (null while it is open). */
    archive: jsonb("archive").$type<YearArchive>(),
  },
  (t) => [
    check("school_years_id", sql`${t.id} ~ '^[0-9]{4}-[0-9]{4}$'`),
    check(
      "school_years_closed",
      sql`(${t.current} and ${t.closedAt} is null and ${t.archive} is null) or (not ${t.current} and ${t.closedAt} is not null and ${t.archive} is not null)`,
    ),
    uniqueIndex("school_years_one_current")
      .on(t.current)
      .where(sql`${t.current}`),
  ],
);

/**
 * The last 'Comprobar enlaces' of the panel: one row, replaced by the next check. It runs
 * in the background: `checked` of `total` links so far while 'running'.
 */
import type { LinkCheckResult, LinkCheckStatus } from "../app/platform/domain/link-checks";

export const linkChecks = pgTable(
  "link_checks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    checkedBy: text("checked_by").notNull(),
    results: jsonb("results").$type<LinkCheckResult[]>().notNull(),
    status: text("status").$type<LinkCheckStatus>().notNull().default("done"),
    total: integer("total").notNull().default(0),
    checked: integer("checked").notNull().default(0),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [check("link_checks_status", sql`${t.status} in ('running', 'done')`)],
);

// ---------------------------------------------------------------------------
// Editable public pages: every publish of a page is a revision; the page shows its
// newest. A preview is the one draft of a page, kept apart until it is published or discarded.
// ---------------------------------------------------------------------------
import type { PageDocument } from "../app/pages/domain/page-documents";

export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    pageKey: text("page_key").notNull(),
    document: jsonb("document").$type<PageDocument>().notNull(),
    /** Who published it (null: the site's first content). */
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    /** The version (of the same page) this one brought back, when it is a restore. */
    restoredFrom: integer("restored_from"),
    /** The page's own count of its versions: 1, 2, 3… (the history said «Versión 25» after two edits). */
    version: integer("version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Its words for the site's search (db/search-vector.ts). */
    search: tsvector("search").generatedAlwaysAs(documentSearchVector(sql`"document"`)),
  },
  (t) => [
    uniqueIndex("page_revisions_key_id").on(t.pageKey, t.id),
    uniqueIndex("page_revisions_key_version").on(t.pageKey, t.version),
  ],
);

export const pageDrafts = pgTable("page_drafts", {
  pageKey: text("page_key").primaryKey(),
  document: jsonb("document").$type<PageDocument>().notNull(),
  authorName: text("author_name").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site's own backups: one row per backup the server took or tried (nightly, or
 * «Hacer una copia ahora»), with how it ended and what its check found. The files themselves are
 * in BACKUP_DIR. A scheduled slot is claimed once across instances (`scheduled_for` is unique).
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    trigger: text("trigger").$type<"scheduled" | "manual">().notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }).unique(),
    requestedBy: text("requested_by"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    status: text("status").$type<"running" | "ok" | "failed" | "skipped">().notNull().default("running"),
    fileName: text("file_name"),
    bytes: bigint("bytes", { mode: "number" }),
    sha256: text("sha256"),
    /** Rows of every table in the copy, counted when it was restored into a scratch database to check it. */
    tables: jsonb("tables").$type<Record<string, number>>(),
    message: text("message"),
    /**
     * On PostgreSQL, the key of the advisory lock the instance taking the backup holds while it
     * runs: a run whose lock nobody holds was cut short (kill -9), whatever its age.
     */
    ownerKey: integer("owner_key"),
  },
  (t) => [
    check("backup_runs_trigger", sql`${t.trigger} in ('scheduled', 'manual')`),
    check("backup_runs_status", sql`${t.status} in ('running', 'ok', 'failed', 'skipped')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Email: what staff want to be told, and every email on its way (an outbox, so a
// failed send is tried again and never loses or blocks what a visitor sent).
// ---------------------------------------------------------------------------------------------
import type { StaffNoticeMode } from "../app/platform/domain/staff-notices";

export const staffNoticePreferences = pgTable(
  "staff_notice_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** `off`, `immediate` (an email per new item) or `digest` (one email a day, at `digestHour`). */
    mode: text("mode").$type<StaffNoticeMode>().notNull().default("off"),
    /** Madrid's hour of the daily digest (0–23). */
    digestHour: integer("digest_hour").notNull().default(17),
    /** Until when the last digest counted (the next one tells what came after). */
    digestUntil: timestamp("digest_until", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("staff_notice_mode", sql`${t.mode} in ('off', 'immediate', 'digest')`),
    check("staff_notice_hour", sql`${t.digestHour} between 0 and 23`),
  ],
);

/** What every outbox row carries (email, push): its tries, when it may be tried next, and how it ended. */
const outboxColumns = () => ({
  attempts: integer("attempts").notNull().default(0),
  /** When it may be tried next (claimed rows are pushed ahead while they are being sent). */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /** Given up after the last retry. */
  failedAt: timestamp("failed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** The rows still to send, by when they are due. */
const outboxDueIndex = (name: string, t: { nextAttemptAt: AnyPgColumn; sentAt: AnyPgColumn; failedAt: AnyPgColumn }) =>
  index(name)
    .on(t.nextAttemptAt)
    .where(sql`${t.sentAt} is null and ${t.failedAt} is null`);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What it is (`notice`, `digest`, `password-reset`), for the log. */
    kind: text("kind").notNull(),
    ...outboxColumns(),
  },
  (t) => [outboxDueIndex("mail_outbox_due", t)],
);

/**
 * Addresses the site has moved: a page whose address follows a name the teacher changed
 * (the bilingual project's, «Proyecto Bilingüe 24/25» → «… 26/27») answers its old address with a
 * redirect to where it is now, so printed posters and shared links keep working. One hop: a second
 * move points the older addresses at the newest place too.
 */
export const oldAddresses = pgTable(
  "old_addresses",
  {
    path: text("path").primaryKey(),
    target: text("target").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("old_address_path", sql`${t.path} ~ '^/[a-z0-9/-]+$'`),
    check("old_address_moves", sql`${t.path} <> ${t.target}`),
  ],
);

import type { PushAudience, PushTopicKind } from "../app/push/domain/push-topics";

/**
 * Web Push: a phone or browser that asked to be told. No name, email or phone number: the
 * push service's address for it (`endpoint`) and the keys its messages are encrypted with.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's public key (P-256, base64url) and auth secret: what RFC 8291 encrypts to. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    /** When a message last reached it: a phone that was told before goes first in the outbox's turns. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    check("push_subscriptions_endpoint", sql`char_length(${t.endpoint}) between 10 and 1000`),
    check(
      "push_subscriptions_keys",
      sql`char_length(${t.p256dh}) between 80 and 100 and char_length(${t.auth}) between 16 and 30`,
    ),
  ],
);

/** What a subscription follows: a team (its id), a course's news (its address) or the news board (''). */
export const pushFollows = pgTable(
  "push_follows",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    kind: text("kind").$type<PushTopicKind>().notNull(),
    target: text("target").notNull(),
    /** How «Mis avisos» names it and where it leads («Los Rayos · Fútbol masculino»), as it was when followed. */
    label: text("label").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.kind, t.target] }),
    index("push_follows_topic").on(t.kind, t.target),
    check("push_follows_kind", sql`${t.kind} in ('team', 'course', 'news')`),
  ],
);

/**
 * Something to tell followers, written in the same transaction as what it tells of (a result saved,
 * a match moved, a news item published), so a crash cannot lose it; the push service turns it into
 * one message per subscription afterwards. `key` makes a notice happen once (the day-before reminder).
 */
export const pushEvents = pgTable(
  "push_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    key: text("key").unique(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    tag: text("tag").notNull(),
    /** Who hears of it, in order: a phone that follows several of these gets one message, with the first one's page. */
    audience: jsonb("audience").$type<PushAudience[]>().notNull(),
    createdAt: createdAt(),
    /** When its messages were written to the outbox. */
    fannedOutAt: timestamp("fanned_out_at", { withTimezone: true }),
  },
  (t) => [
    index("push_events_waiting")
      .on(t.id)
      .where(sql`${t.fannedOutAt} is null`),
  ],
);

/** One message for one subscription, sent with retries like the email outbox; gone with its subscription. */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The page the notice opens (a path of the site). */
    url: text("url").notNull(),
    /** A later notice with the same tag replaces an earlier one on the phone (a corrected result). */
    tag: text("tag").notNull(),
    ...outboxColumns(),
  },
  (t) => [outboxDueIndex("push_outbox_due", t), index("push_outbox_subscription").on(t.subscriptionId)],
);
