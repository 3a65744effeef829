import { PUSH_COPY } from "~/push/copy/push";
import type { PushTopic } from "~/push/domain/push-topics";

/**
 * The browser's side of the notices: whether push can work here, the service worker
 * (`/sw.js`), the push subscription, and the server's JSON at `/avisos/suscripcion`. Loaded only
 * when a follow button or «Mis avisos» is on screen.
 */

const API = "/avisos/suscripcion";

export type PushSupport = "ok" | "iphone" | "browser" | "denied";

export function pushSupport(): PushSupport {
  const apple =
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const capable = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!capable) {
    // Safari on an iPhone offers push only to a site opened from the home screen.
    const standalone =
      matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
    return apple && !standalone ? "iphone" : "browser";
  }
  return Notification.permission === "denied" ? "denied" : "ok";
}

async function post<T>(body: object): Promise<T> {
  const response = await fetch(API, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as ({ ok: boolean; message?: string } & T) | null;
  if (!response.ok || !data?.ok) throw new Error(data?.message ?? PUSH_COPY.errors.failed);
  return data;
}

/** This browser's subscription, if it has one (no prompt, no registration made). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type FollowedTopic = PushTopic & { label: string; url: string };

export async function listFollowed(subscription: PushSubscription): Promise<FollowedTopic[]> {
  return (await post<{ topics: FollowedTopic[] }>({ intent: "list", endpoint: subscription.endpoint })).topics;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

/** A browser's push service that does not answer: the subscription is given up after this long. */
const SUBSCRIBE_WAIT_MS = 15_000;

/** The wait given up: told apart from the browser's own errors. */
class PushServiceSilent extends Error {}

/**
 * What a failure of the browser's side says, in Spanish: the browser refused (a private window, a
 * browser that blocks push: «Registration failed - permission denied»), its push service did not
 * answer, or something else. The server's own refusals arrive in Spanish already and pass as they are.
 */
export function pushFailureMessage(error: unknown): string {
  if (error instanceof PushServiceSilent) return PUSH_COPY.errors.noService;
  if (error instanceof DOMException) {
    if (error.name === "NotAllowedError" || error.name === "SecurityError" || /denied/i.test(error.message))
      return PUSH_COPY.errors.refused;
    if (error.name === "AbortError" || error.name === "NetworkError" || error.name === "InvalidStateError")
      return PUSH_COPY.errors.noService;
    return PUSH_COPY.errors.failed;
  }
  return error instanceof Error && error.message ? error.message : PUSH_COPY.errors.failed;
}

/**
 * Asks for permission (the browser's own prompt, on the visitor's tap), registers the service
 * worker, subscribes with the server's key, and follows the topic. Throws with a Spanish message.
 */
export async function follow(topic: PushTopic): Promise<void> {
  if ((await Notification.requestPermission()) !== "granted") throw new Error(PUSH_COPY.unsupported.denied);
  let subscription: PushSubscription | null;
  try {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const registration = await navigator.serviceWorker.ready;
    subscription = await registration.pushManager.getSubscription();
    if (!subscription) {
      const response = await fetch(API);
      const { publicKey } = (await response.json()) as { publicKey: string };
      // A browser whose push service cannot be reached waits for ever: it is given a while.
      subscription = await Promise.race([
        registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new PushServiceSilent()), SUBSCRIBE_WAIT_MS)),
      ]);
    }
  } catch (error) {
    throw new Error(pushFailureMessage(error));
  }
  await post({ intent: "follow", subscription: subscription.toJSON(), topic });
}

/**
 * Stops following one topic (or all: `null`). When the phone follows nothing more, its browser
 * subscription goes too: the server has already forgotten it.
 */
export async function unfollow(subscription: PushSubscription, topic: PushTopic | null): Promise<void> {
  const { left } = await post<{ left: number }>({ intent: "unfollow", endpoint: subscription.endpoint, topic });
  if (left === 0) await subscription.unsubscribe().catch(() => false);
}
