import type { Database } from "better-sqlite3";
import { perDatabase } from "./statements.js";

interface FirmwareRow {
  seq: number;
  id: string;
  version: string;
  previous_version: string | null;
  model: string;
  sha1: string;
  size: number;
  trigger: number;
  file: string;
}

/** A firmware upload as stored: its id is its file name, so a later upload of that name replaces it. */
interface StoredFirmware {
  id: string;
  version: string;
  previousVersion: string | null;
  model: string;
  sha1: string;
  size: number;
  trigger: boolean;
  /** Where the bytes are, in the file store. */
  file: string;
}

const statements = perDatabase((db) => ({
  all: db.prepare<[], FirmwareRow>("SELECT * FROM firmware ORDER BY seq"),
  byId: db.prepare<[string], FirmwareRow>("SELECT * FROM firmware WHERE id = ?"),
  upsert: db.prepare<[string, string, string | null, string, string, number, number, string, number]>(
    `INSERT INTO firmware (id, version, previous_version, model, sha1, size, trigger, file, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET version = excluded.version, previous_version = excluded.previous_version,
       model = excluded.model, sha1 = excluded.sha1, size = excluded.size, trigger = excluded.trigger,
       file = excluded.file, created_at = excluded.created_at`,
  ),
  delete: db.prepare<[string]>("DELETE FROM firmware WHERE id = ?"),
}));

/** Every firmware upload, oldest first. */
function listFirmware(db: Database): FirmwareRow[] {
  return statements(db).all.all();
}

function findFirmware(db: Database, id: string): FirmwareRow | undefined {
  return statements(db).byId.get(id);
}

/** Stores an image's record; answers the file of the upload it replaces, if any, for the caller to remove. */
function saveFirmware(db: Database, firmware: StoredFirmware, now: number): string | undefined {
  const { byId, upsert } = statements(db);
  const previous = byId.get(firmware.id)?.file;
  const { id, version, previousVersion, model, sha1, size, trigger, file } = firmware;
  upsert.run(id, version, previousVersion, model, sha1, size, trigger ? 1 : 0, file, now);
  return previous;
}

function deleteFirmware(db: Database, id: string): void {
  statements(db).delete.run(id);
}

export { deleteFirmware, findFirmware, listFirmware, saveFirmware };
