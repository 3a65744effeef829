// Second end-to-end server, on a fresh PostgreSQL database, so that tests can look at stored
// rows and make the database fail. Started by Playwright when E2E_PG_URL is set.
import pg from "pg";

const adminUrl = process.env.E2E_PG_URL;
const name = process.env.E2E_PG_DATABASE ?? "ef_e2e";
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
await import("../build/server/index.js");
