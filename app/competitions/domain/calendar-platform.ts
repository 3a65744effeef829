// A module of its own: the competition page's scripts carry this, not the calendar feed's writer.
/**
 * Which calendar choice works first on the visitor's device: Android's Chrome has nothing that opens
 * a `webcal://` link (Google Calendar subscribes instead), an iPhone's Calendar subscribes to it, and
 * a computer is offered both.
 */
export function calendarPlatform(userAgent: string, touchMac = false): "android" | "apple" | "other" {
  if (/Android/i.test(userAgent)) return "android";
  if (/iPhone|iPad|iPod/.test(userAgent) || (touchMac && /Macintosh/.test(userAgent))) return "apple";
  return "other";
}
