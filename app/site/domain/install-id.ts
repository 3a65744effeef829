/**
 * This installation's own name, for what must be unique worldwide and stable whatever address the
 * site is reached by (calendar events' UIDs, backup files' names): the moment of its first start,
 * kept by the database (a backup restored elsewhere keeps it too).
 */
export function installIdFrom(firstStart: Date | null): string {
  return `ef-${(firstStart?.getTime() ?? 0).toString(36)}`;
}
