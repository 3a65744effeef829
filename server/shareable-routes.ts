import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteHandle, Shareable } from "../app/lib/route-handle";

/**
 * Whom the page at a path may be shared with (`handle.shareable` of the deepest route that matches
 * it; false when it does not say). Route data requests (`/blog.data`, `/_root.data`) answer for their page.
 */
export function createShareableRouteCheck(build: ServerBuild): (pathname: string) => Shareable {
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
  const known = new Map<string, Shareable>();
  return (pathname) => {
    let cached = known.get(pathname);
    if (cached !== undefined) return cached;
    const page = pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
    const leaf = matchRoutes(roots, page)?.at(-1);
    const handle = leaf?.route.id ? (build.routes[leaf.route.id]?.module.handle as RouteHandle | undefined) : undefined;
    cached = handle?.shareable ?? false;
    // Paths are few (the site's pages); a flood of made-up ones must not grow this without end.
    if (known.size < 2_000) known.set(pathname, cached);
    return cached;
  };
}
