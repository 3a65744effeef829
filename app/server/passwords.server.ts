import { hashPassword, verifyPassword } from "better-auth/crypto";
import { randomInt } from "node:crypto";

// One hashing scheme for staff accounts and shared gate passwords: better-auth's (scrypt).
export { hashPassword, verifyPassword };

// No 0/O, 1/l/I: these passwords are read off a screen and typed by students on phones.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A random password such as `k7dm-x2pq-9hta`: about 62 bits, easy to read aloud. */
export function generatePassword(groups = 3, groupLength = 4): string {
  return Array.from({ length: groups }, () =>
    Array.from({ length: groupLength }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  ).join("-");
}
