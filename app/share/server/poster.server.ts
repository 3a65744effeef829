import type { AppContext } from "~/platform/server/context.server";
import { readSiteSettings } from "~/platform/server/site-settings.server";
import { shareCardTitle } from "./card-title.server";

/**
 * A printable poster for a page: its title and its address as a QR code, for the
 * noticeboard or the gym's door. The code is made here; the page draws its squares.
 */
export async function posterFor(context: AppContext, path: string) {
  const settings = await readSiteSettings(context);
  const title = await shareCardTitle(context.db, settings, path);
  const url = `${context.publicAddress.origin}${path}`;
  // Loaded here, not at every start: only a poster uses it.
  const { default: QRCode } = await import("qrcode");
  const code = QRCode.create(url, { errorCorrectionLevel: "M" });
  const size = code.modules.size;
  // One string per row, "1" for a dark square: plain data for the page.
  const rows = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => (code.modules.get(y, x) ? "1" : "0")).join(""),
  );
  return { title, url, rows, schoolName: settings.schoolName };
}
