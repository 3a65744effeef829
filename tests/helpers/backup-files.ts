import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { backupFileName } from "../../app/backups/domain/backups";

/**
 * A small file shaped like a site's backup (its manifest first, naming the site), for what reads
 * names and manifests only: listing, retention, the panel. Not restorable: no database inside.
 */
export async function writeSiteBackupFile(dir: string, site: string, at: Date, name = backupFileName(site, at)) {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), "ef-copia-de-prueba-"));
  try {
    fs.writeFileSync(
      path.join(stage, "manifest.json"),
      JSON.stringify({ formato: 1, creado: at.toISOString(), sitio: site, baseDeDatos: {}, entradas: [] }),
    );
    fs.mkdirSync(dir, { recursive: true });
    await tar.create({ file: path.join(dir, name), cwd: stage, portable: true }, ["manifest.json"]);
    return name;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
