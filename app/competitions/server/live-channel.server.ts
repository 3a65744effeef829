/**
 * The live-update channel of one competition: a saved result, a change in the panel or a new
 * draw is published on it, and the competition's open pages (the SSE route) listen to it.
 */
export const competitionChannel = (slug: string) => `competition:${slug}`;
