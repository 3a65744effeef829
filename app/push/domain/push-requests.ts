import { z } from "zod";
import { pushEndpointSchema, pushSubscriptionSchema, pushTopicSchema } from "./push-topics";

/**
 * What the follow button, «Mis avisos» and the service worker ask of /avisos/suscripcion (JSON):
 * follow, unfollow, list what a phone follows, or move it to the browser's new subscription
 * (pushsubscriptionchange). The phone is known by its push endpoint only.
 */
export const pushRequestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("follow"), subscription: pushSubscriptionSchema, topic: pushTopicSchema }),
  z.object({ intent: z.literal("unfollow"), endpoint: pushEndpointSchema, topic: pushTopicSchema.nullable() }),
  z.object({ intent: z.literal("list"), endpoint: pushEndpointSchema }),
  z.object({ intent: z.literal("renew"), endpoint: pushEndpointSchema, subscription: pushSubscriptionSchema }),
]);
