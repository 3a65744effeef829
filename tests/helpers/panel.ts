/**
 * The panel's integration tests' harness: a database with the teacher and an organiser signed in, and
 * calls of panel loaders and actions as React Router makes them (below the panel's layout, its
 * middleware first). Each test file opens its own panel.
 */
import { expect } from "vitest";
import type { AppContext } from "../../app/platform/server/context.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import type { FormAnswer } from "../../app/platform/domain/form-answer";
import * as layout from "../../app/routes/admin/layout";
import * as signInPage from "../../app/routes/admin/entrar";
import { cookiesFrom, GENEROUS_LIMITS, testContext } from "./app-context";
import { callRoute, dataOf, type RouteFunction, statusOf } from "./route-call";
import { signInTeacherAndOrganiser } from "./staff";
import { createTestDatabase } from "./test-database";

export type Fn = RouteFunction;

/** What the tournaments editor's loader gives, as these tests read it. */
export type Editing = {
  teams: { id: number; name: string }[];
  groups: { id: number }[];
  matches: { id: number; team1Id: number; team2Id: number; played: boolean; team1Score: number | null }[];
};

type Panel = { handle: DatabaseHandle; context: AppContext; adminCookie: string; organiserCookie: string };
let opened: Panel | null = null;

/** A new database with the teacher (`adminCookie`) and an organiser signed in. */
export async function openPanel(): Promise<Panel> {
  const handle = await createTestDatabase();
  const context = { ...testContext(handle.db), limits: GENEROUS_LIMITS };
  const { teacher: adminCookie, organiser: organiserCookie } = await signInTeacherAndOrganiser(context);
  opened = { handle, context, adminCookie, organiserCookie };
  return opened;
}

const UNDER_LAYOUT = /^\/admin(?!\/(entrar|salir|invitacion|sesion))(\/|\?|$)/;

/** Calls a panel loader or action in the opened panel's context (or `from`). */
export const call = (
  fn: Fn,
  url: string,
  options: {
    cookie?: string;
    params?: Record<string, string>;
    fields?: Record<string, string>;
    form?: FormData;
    from?: AppContext;
  } = {},
) => {
  const context = options.from ?? opened?.context;
  if (!context) throw new Error("openPanel() first");
  return callRoute(fn, url, {
    context,
    cookie: options.cookie,
    params: options.params,
    fields: options.fields,
    form: options.form,
    middleware: UNDER_LAYOUT.test(url) ? layout.middleware : undefined,
  });
};

export const post = (
  fn: Fn,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
  params?: Record<string, string>,
) => call(fn, url, { fields, cookie, params });

export const status = statusOf;
export const body = <T>(result: unknown) => dataOf<T>(result)!;

/** What a refused panel form shows: its own error, each field's error and the values typed. */
export const refusal = (result: unknown) => {
  const { "": own, ...fields } = body<FormAnswer>(result).result.error ?? {};
  return {
    formError: own?.[0],
    fieldErrors: Object.fromEntries(Object.entries(fields).map(([name, errors]) => [name, errors?.[0]])),
    values: body<FormAnswer>(result).result.initialValue as Record<string, string>,
  };
};

/** Signs in through the sign-in page; the staff session's cookies. */
export async function signIn(email: string, password: string) {
  const result = (await post(signInPage.action as Fn, "/admin/entrar", {
    email,
    password,
    volver: "/admin",
  })) as Response;
  expect(result.status).toBe(302);
  return cookiesFrom(result)
    .split("; ")
    .filter((c) => c.startsWith("ef_staff"))
    .join("; ");
}
