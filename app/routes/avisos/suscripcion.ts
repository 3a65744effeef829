import type { Route } from "./+types/suscripcion";
import { appContext, type AppContext } from "~/platform/server/context.server";
import { countNewPushSubscription, countPublicWrite } from "~/platform/server/rate-limit.server";
import { PRIVATE_PAGE_HEADERS, readCourses } from "~/courses/index.server";

import { teamToFollow } from "~/competitions/index.server";
import { readSiteSettings } from "~/platform/server/site-settings.server";
import { siteAddresses } from "~/platform/domain/site-settings";
import { zoneCardHref } from "~/courses";
import {
  ensurePushKeys,
  type FollowedTopic,
  followTopic,
  isKnownSubscription,
  isUsablePushKey,
  listFollowedTopics,
  MAX_FOLLOWS_PER_SUBSCRIPTION,
  renewSubscription,
  unfollowTopic,
} from "~/push/index.server";
import { isPushServiceEndpoint, PUSH_COPY, type PushTopic, pushRequestSchema } from "~/push";

/**
 * The follow button's and «Mis avisos»' requests, as JSON from the page's script: push
 * needs JavaScript, so there is no form to fall back on (without it the button is not shown).
 * GET: the server's public VAPID key. POST: follow, unfollow, or list what a phone follows, or move
 * it to the browser's new subscription; the phone is known by its push endpoint only (no name, no cookie).
 */

const answer = (body: Record<string, unknown>, status = 200) =>
  Response.json(body, { status, headers: PRIVATE_PAGE_HEADERS });
const refuse = (message: string, status = 400) => answer({ ok: false, message }, status);

export async function loader({ context: router }: Route.LoaderArgs) {
  const { publicKey } = await ensurePushKeys(router.get(appContext).db);
  return Response.json({ publicKey }, { headers: { "Cache-Control": "no-cache" } });
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  if (request.method !== "POST") return refuse(PUSH_COPY.errors.badRequest, 405);
  const parsed = pushRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return refuse(PUSH_COPY.errors.badRequest);
  const input = parsed.data;
  if (input.intent === "list") {
    return answer({ ok: true, topics: await listFollowedTopics(context.db, input.endpoint) });
  }
  if (input.intent === "unfollow") {
    const left = await unfollowTopic(context.db, input.endpoint, input.topic);
    return answer({ ok: true, left });
  }
  if (!isPushServiceEndpoint(input.subscription.endpoint, context.pushEndpoints)) {
    return refuse(PUSH_COPY.errors.unknownService);
  }
  if (!isUsablePushKey(input.subscription.keys.p256dh)) return refuse(PUSH_COPY.errors.badKeys);
  if (input.intent === "renew") {
    const renewed = await renewSubscription(context.db, input.endpoint, input.subscription);
    return renewed ? answer({ ok: true }) : refuse(PUSH_COPY.errors.gone, 404);
  }
  const limit = await countPublicWrite(context.db, context.client, "follow", context.limits);
  if (!limit.ok) return refuse(PUSH_COPY.errors.tooMany, 429);
  if (!(await isKnownSubscription(context.db, input.subscription.endpoint))) {
    const subscriptions = await countNewPushSubscription(context.db, context.client, context.limits);
    if (!subscriptions.ok) return refuse(PUSH_COPY.errors.tooManyPhones, 429);
  }
  const topic = await describeTopic(context, input.topic);
  if (!topic) return refuse(PUSH_COPY.errors.gone, 404);
  if (!(await followTopic(context.db, input.subscription, topic))) {
    return refuse(PUSH_COPY.errors.tooManyFollows(MAX_FOLLOWS_PER_SUBSCRIPTION), 422);
  }
  return answer({ ok: true, topic });
}

/** What is followed, named and linked as «Mis avisos» shows it; null when it does not exist (any more). */
async function describeTopic(context: AppContext, topic: PushTopic): Promise<FollowedTopic | null> {
  if (topic.kind === "news") return topic.target === "" ? { ...topic, ...PUSH_COPY.newsBoard } : null;
  if (topic.kind === "course") {
    const course = (await readCourses(context)).find((c) => c.slug === topic.target);
    return course ? { ...topic, label: `Noticias de ${course.label}`, url: zoneCardHref(course, "noticias") } : null;
  }
  const id = Number(topic.target);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const team = await teamToFollow(context.db, id, siteAddresses(await readSiteSettings(context)));
  return team ? { ...topic, ...team } : null;
}
