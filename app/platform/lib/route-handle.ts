/**
 * What a route module says about itself through its `handle` export (read by the server, and by
 * React Router on the client).
 */
export type RouteHandle = {
  /**
   * Who may be served the same stored copy of the page (docs/decisions/007 and 010):
   * - `true`: the page shows every visitor the same thing, signed-in staff and students who opened
   *   a course included, so it must not read the staff session or a course gate (what is personal
   *   is asked for after load, like the result dialog's `/admin/sesion`);
   * - `"course-gate"`: the page reads the course gates (the ranking, the group progress), so a copy
   *   is shared only by browsers holding the same gate cookies: a gate's cookie is the same for
   *   every student who opened that course with its current password.
   * Pages that do not say so are never stored.
   */
  shareable?: true | "course-gate";
  /**
   * The route takes an image upload (multipart): its body streams to a temporary file, only for
   * the teacher, and may be as large as UPLOAD_MAX_BYTES (server/upload-body.ts); every other
   * write is held to the small BODY_LIMIT_BYTES.
   */
  upload?: true;
  /** A page for a screen on the wall (the hall's big screen): no header, footer or menu around it. */
  bare?: true;
};

/** `export const handle = SHAREABLE_PAGE;` in a route module whose page is the same for everyone. */
export const SHAREABLE_PAGE: RouteHandle = { shareable: true };

/** `export const handle = SHARED_WITHIN_COURSE_GATE;` in a gated page: the same for everyone holding the same gate cookies. */
export const SHARED_WITHIN_COURSE_GATE: RouteHandle = { shareable: "course-gate" };

/** `export const handle = WALL_SCREEN;` in a page shown on a wall screen: the same for everyone, without the site's frame. */
export const WALL_SCREEN: RouteHandle = { shareable: true, bare: true };

/** Whether a matched route's handle asks for the page without the site's frame. */
export const isBarePage = (handle: unknown): boolean =>
  typeof handle === "object" && handle !== null && "bare" in handle && handle.bare === true;

/** `export const handle = TAKES_IMAGE_UPLOAD;` in a panel route whose form sends an image. */
export const TAKES_IMAGE_UPLOAD: RouteHandle = { upload: true };

export type Shareable = NonNullable<RouteHandle["shareable"]> | false;
