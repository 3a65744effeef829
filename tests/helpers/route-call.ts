import { type AppContext, routerContext } from "../../app/platform/server/context.server";
import { routeParams, runMiddleware } from "./app-context";

/** A route module's loader, action or middleware step, called as React Router calls it. */
export type RouteFunction = (args: never) => unknown;

type CallOptions = {
  context: AppContext;
  method?: "GET" | "POST";
  /** Sent as an urlencoded form body (a POST). */
  fields?: Record<string, string>;
  /** Sent as a multipart form body (a POST with files). */
  form?: FormData;
  headers?: Record<string, string>;
  cookie?: string;
  /** The URL's parameters; by default those the site's dynamic routes give the URL. */
  params?: Record<string, string>;
  /** Middleware that runs first (a layout's), as React Router runs it. */
  middleware?: Parameters<typeof runMiddleware>[0];
  /** Aborts the request (a stream's visitor leaving). */
  signal?: AbortSignal;
};

/**
 * Calls a loader or action with the arguments React Router gives it and returns what it returned
 * or threw (a Response, a `data()` answer, or plain data), for `statusOf`, `dataOf`, `headersOf`.
 */
export async function callRoute(fn: RouteFunction, url: string, options: CallOptions): Promise<unknown> {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  const body = options.form ?? (options.fields ? new URLSearchParams(options.fields) : undefined);
  const method = options.method ?? (body ? "POST" : "GET");
  // A path is asked of http://localhost; a whole URL keeps its own host (feeds print it).
  const request = new Request(new URL(url, "http://localhost"), { method, headers, signal: options.signal, body });
  const args = {
    request,
    context: routerContext(options.context),
    params: options.params ?? routeParams(url),
    unstable_pattern: new URL(request.url).pathname,
  };
  try {
    await runMiddleware(options.middleware, args);
    return await fn(args as never);
  } catch (thrown) {
    return thrown;
  }
}

type DataAnswer = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isDataAnswer = (value: unknown): value is DataAnswer =>
  typeof value === "object" && value !== null && (value as DataAnswer).type === "DataWithResponseInit";

export function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  if (isDataAnswer(answer)) return answer.init?.status ?? 200;
  if (answer instanceof Error) throw answer;
  return 200;
}

export function dataOf<T>(answer: unknown): T | undefined {
  if (answer instanceof Response) return undefined;
  return (isDataAnswer(answer) ? answer.data : answer) as T;
}

export function headersOf(answer: unknown): Headers {
  if (answer instanceof Response) return answer.headers;
  return new Headers(isDataAnswer(answer) ? (answer.init?.headers ?? undefined) : undefined);
}

export type ActionAnswer<T> = {
  status: number;
  data: T | undefined;
  location: string | null;
  setCookie: string | null;
  headers: Headers;
};

/** Posts a form to an action and reads its answer: status, data, redirect target, cookies. */
export async function callAction<T>(
  fn: RouteFunction,
  url: string,
  fields: Record<string, string>,
  options: Omit<CallOptions, "fields" | "method">,
): Promise<ActionAnswer<T>> {
  const answer = await callRoute(fn, url, { ...options, fields });
  const headers = headersOf(answer);
  return {
    status: statusOf(answer),
    data: dataOf<T>(answer),
    location: headers.get("Location"),
    setCookie: headers.get("Set-Cookie"),
    headers,
  };
}
