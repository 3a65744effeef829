/**
 * Calls `visit` with each cookie's name and value (both trimmed), in the header's order, until it
 * returns true; returns whether one did. The header is walked with `indexOf`, without splitting it
 * into arrays: the page cache reads it on every hit.
 */
export function someCookie(cookieHeader: string, visit: (name: string, value: string) => boolean): boolean {
  for (let start = 0; start < cookieHeader.length;) {
    const semicolon = cookieHeader.indexOf(";", start);
    const end = semicolon < 0 ? cookieHeader.length : semicolon;
    const equals = cookieHeader.indexOf("=", start);
    const named = equals >= 0 && equals < end;
    const name = cookieHeader.slice(start, named ? equals : end).trim();
    const value = named ? cookieHeader.slice(equals + 1, end).trim() : "";
    if (visit(name, value)) return true;
    start = end + 1;
  }
  return false;
}
