import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_teacher_name_len", sql`char_length(${t.teacherName}) between 1 and 60`),
  ],
);

/** Shared passwords of the course gates and of the result dialog: only hashes are stored. */
export const GATE_NAMES = ["course:2-eso", "course:3-eso", "course:1-bachillerato", "organiser"] as const;
export type GateName = (typeof GATE_NAMES)[number];

export const gatePasswords = pgTable(
  "gate_passwords",
  {
    gate: text("gate").$type<GateName>().primaryKey(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("gate_passwords_gate", sql`${t.gate} in ('course:2-eso', 'course:3-eso', 'course:1-bachillerato', 'organiser')`)],
);

/** Server-side secrets generated on first start (cookie signing keys). Never sent anywhere. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
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
  (t) => [check("visit_counter_single_row", sql`${t.id} = 1`), check("visit_counter_non_negative", sql`${t.visits} >= 0`)],
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

// ---------------------------------------------------------------------------------------------
// Staff accounts. Column names follow better-auth's default schema so the library can use
// these tables directly; `role` is ours: 'admin' (the teacher) or 'organiser' (results only).
// ---------------------------------------------------------------------------------------------
export const STAFF_ROLES = ["admin", "organiser"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

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
