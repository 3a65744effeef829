import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteHandle, Shareable } from "../app/platform/lib/route-handle";

/**
 * What the route that answers a path says about itself (`handle` of the deepest route that matches
 * it): whom its page may be shared with, whether it takes an uploaded file. Route data requests
 * (`/blog.data`, `/_root.data`) answer for their page.
 */
export function createRouteHandleLookup(build: ServerBuild): (pathname: string) => RouteHandle | undefined {
  const children = new Map<string, RouteObject[]>();
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const { id, path, caseSensitive } = route;
    if (route.index) {
      nodes.set(id, { id, path, caseSensitive, index: true });
    } else {
      children.set(id, []);
      nodes.set(id, { id, path, caseSensitive, children: children.get(id) });
    }
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    (route.parentId ? children.get(route.parentId) : roots)?.push(nodes.get(route.id)!);
  }
  const known = new Map<string, RouteHandle | undefined>();
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname);
    const page =
      pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
    const leaf = matchRoutes(roots, page)?.at(-1);
    const handle = leaf?.route.id ? (build.routes[leaf.route.id]?.module.handle as RouteHandle | undefined) : undefined;
    // Paths are few (the site's pages); a flood of made-up ones must not grow this without end.
    if (known.size < 2_000) known.set(pathname, handle);
    return handle;
  };
}

/** Whom the page at a path may be shared with (false when its route does not say). */
export const shareableOf = (handle: RouteHandle | undefined): Shareable => handle?.shareable ?? false;

/**
 * The lookup for the server: built once from the production bundle; in development the bundle
 * changes under us, so it is asked afresh for each request.
 */
export function routeHandlesOf(
  build: ServerBuild | (() => Promise<ServerBuild>),
): (pathname: string) => Promise<RouteHandle | undefined> {
  if (typeof build !== "function") {
    const lookup = createRouteHandleLookup(build);
    return async (pathname) => lookup(pathname);
  }
  return async (pathname) => createRouteHandleLookup(await build())(pathname);
}
