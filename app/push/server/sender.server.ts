import { createECDH } from "node:crypto";
import webpush from "web-push";
import { isPushServiceEndpoint, type PushMessage } from "~/push/domain/push-topics";
import type { VapidKeys } from "./keys.server";

/** What the push service answered: taken, gone for good (the phone unsubscribed), or try again later. */
export type PushOutcome = "sent" | "gone" | { retry: string };

export type PushSender = (
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
) => Promise<PushOutcome>;

/**
 * Whether a subscription's `p256dh` is a point of the P-256 curve that a message can be encrypted
 * for (RFC 8291). Any visitor can send keys: one that is not would make every message to it throw.
 */
export function isUsablePushKey(p256dh: string): boolean {
  try {
    const ours = createECDH("prime256v1");
    ours.generateKeys();
    ours.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/** A notice is worth a day: a phone off until the day after does not get yesterday's reminder. */
const TIME_TO_LIVE_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;

/**
 * Sends one message (RFC 8030), encrypted for the subscription's keys (RFC 8291, aes128gcm) and
 * signed with the server's VAPID key (RFC 8292) by the `web-push` library; the request itself goes
 * out with `fetch`, so a test's local endpoint (http) is reached like a real push service.
 * `subject`: how a push service may reach the site's owner: its public address, read on each send
 * (the teacher may change it); an address that is not https becomes a `mailto:` at its host.
 */
export function createPushSender({
  keys,
  subject,
  allowLoopback = false,
}: {
  keys: VapidKeys;
  subject: () => string;
  allowLoopback?: boolean;
}): PushSender {
  const vapid = vapidHeaderCache(keys);
  return async (subscription, message) => {
    // Checked again on sending: only the browsers' push services are ever posted to.
    if (!isPushServiceEndpoint(subscription.endpoint, { allowLoopback })) return "gone";
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        {
          TTL: TIME_TO_LIVE_SECONDS,
          headers: vapid(new URL(subscription.endpoint).origin, vapidSubject(subject())),
          contentEncoding: "aes128gcm",
          urgency: "normal",
        },
      );
    } catch {
      // Keys nothing can be encrypted for (stored before they were checked): no message will ever reach it.
      return "gone";
    }
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      return { retry: String(error).slice(0, 300) };
    }
    if (response.status === 404 || response.status === 410) return "gone";
    if (response.ok) return "sent";
    return { retry: `HTTP ${response.status}` };
  };
}

/**
 * The VAPID header of one push service (its origin), signed once an hour rather than for each
 * message: the signature was three quarters of a message's work, and 5,000 phones follow the same
 * services (the header itself is valid for 12 hours).
 */
function vapidHeaderCache(keys: VapidKeys) {
  const signed = new Map<string, { headers: Record<string, string>; until: number }>();
  return (audience: string, subject: string) => {
    const key = `${audience} ${subject}`;
    const known = signed.get(key);
    if (known && known.until > Date.now()) return known.headers;
    const headers = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, "aes128gcm");
    signed.set(key, { headers: headers as Record<string, string>, until: Date.now() + 3_600_000 });
    return headers as Record<string, string>;
  };
}

const vapidSubject = (origin: string) =>
  origin.startsWith("https:") ? origin : `mailto:web@${new URL(origin).hostname}`;
