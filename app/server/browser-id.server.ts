import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A browser's own identity for the limits (docs/decisions/008): a random id signed with the
 * server's key, in a first-party httpOnly cookie set on the browser's first write or password
 * attempt. It says nothing about the person, is never sent anywhere else, and does not change any
 * page (the page cache ignores it). A forged or altered value is simply not an identity.
 */
export const BROWSER_COOKIE = "ef_navegador";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const signatureOf = (secret: string, id: string) => createHmac("sha256", secret).update(`browser:${id}`).digest("base64url").slice(0, 22);

/** The verified browser id in a Cookie header, or null (no cookie, or not signed by us). */
export function readBrowserId(cookieHeader: string | null | undefined, secret: string): string | null {
  if (!cookieHeader?.includes(`${BROWSER_COOKIE}=`)) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name !== BROWSER_COOKIE || !value) continue;
    const [id, signature] = value.split(".");
    if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    const expected = Buffer.from(signatureOf(secret, id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }
  return null;
}

/** A new identity and the Set-Cookie header that gives it to the browser. */
export function newBrowserCookie(secret: string, secure: boolean): { id: string; setCookie: string } {
  const id = randomBytes(16).toString("base64url");
  const attributes = ["Path=/", `Max-Age=${MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return { id, setCookie: `${BROWSER_COOKIE}=${id}.${signatureOf(secret, id)}; ${attributes.join("; ")}` };
}
