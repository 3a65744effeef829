/**
 * What a route module says about itself through its `handle` export (read by the server, and by
 * React Router on the client).
 */
export type RouteHandle = {
  /**
   * The page shows every visitor the same thing: once rendered for someone without a session or
   * a notice, the page cache may serve it to others (docs/decisions/007), also to students who
   * opened a course, so a shareable page must not read a course gate. Pages that do not say so
   * are never stored.
   */
  shareable?: boolean;
};

/** `export const handle = SHAREABLE_PAGE;` in a route module whose page is the same for everyone. */
export const SHAREABLE_PAGE: RouteHandle = { shareable: true };
