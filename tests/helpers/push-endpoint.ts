/**
 * A stand-in for a push service: a local HTTP server that takes what the site sends and
 * answers as a push service would (201, or 410 for a subscription that is gone), and a browser's
 * side of a subscription: its P-256 key pair and auth secret, with which a received message is
 * decrypted as the browser would (RFC 8291 over RFC 8188's aes128gcm).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  /** The status each path answers (201 unless set). */
  const statusFor = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusFor.get(req.url ?? "") ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    statusFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription to the local endpoint at `path`, with the keys to read what it gets. */
export function browserSubscription(origin: string, path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    json: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    },
    /** Decrypts a received message's body (one record, aes128gcm): the JSON the site sent. */
    decrypt(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then any zeros of padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("not the last record's delimiter");
      return JSON.parse(padded.subarray(0, end).toString("utf8"));
    },
  };
}
