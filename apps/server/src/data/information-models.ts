import type { Database } from "better-sqlite3";
import { readJson } from "../db/columns.js";
import { perDatabase } from "./statements.js";

interface ModelRow {
  family_name: string;
  name: string;
  timestamp: number;
  text: string;
  content: string;
  family_members: string;
  thumbnail: string | null;
  banner: string | null;
}

/** A model as an upload stores it: the file as sent, and its content checked and turned into JSON. */
interface StoredModel {
  familyName: string;
  name: string;
  timestamp: number;
  text: string;
  json: string;
  familyMembers: readonly string[];
}

const statements = perDatabase((db) => ({
  all: db.prepare<[], ModelRow>("SELECT * FROM info_models ORDER BY family_name"),
  byFamily: db.prepare<[string], ModelRow>("SELECT * FROM info_models WHERE family_name = ?"),
  count: db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM info_models"),
  upsert: db.prepare<[string, string, number, string, string, string, number]>(
    `INSERT INTO info_models (family_name, name, timestamp, text, content, family_members, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (family_name) DO UPDATE SET name = excluded.name, timestamp = excluded.timestamp, text = excluded.text,
       content = excluded.content, family_members = excluded.family_members, updated_at = excluded.updated_at`,
  ),
  delete: db.prepare<[string]>("DELETE FROM info_models WHERE family_name = ?"),
  setImages: db.prepare<[string | null, string | null, string]>(
    "UPDATE info_models SET thumbnail = COALESCE(?, thumbnail), banner = COALESCE(?, banner) WHERE family_name = ?",
  ),
  clearImages: db.prepare<[number, number, string]>(
    `UPDATE info_models SET thumbnail = CASE WHEN ? THEN NULL ELSE thumbnail END,
       banner = CASE WHEN ? THEN NULL ELSE banner END
     WHERE family_name = ?`,
  ),
}));

/** The members of a model's family as stored; a malformed column reads as none. */
function modelMembers(row: Pick<ModelRow, "family_members">): string[] {
  const value = readJson<unknown>(row.family_members, []);
  return Array.isArray(value) ? value.map(String) : [];
}

/** Every model, by family name. */
function listModels(db: Database): ModelRow[] {
  return statements(db).all.all();
}

function findModel(db: Database, familyName: string): ModelRow | undefined {
  return statements(db).byFamily.get(familyName);
}

function countModels(db: Database): number {
  return statements(db).count.get()?.n ?? 0;
}

/** Adds a model, or replaces the one of its family; its images stay. */
function saveModel(db: Database, model: StoredModel, now: number): void {
  const members = JSON.stringify(model.familyMembers);
  statements(db).upsert.run(model.familyName, model.name, model.timestamp, model.text, model.json, members, now);
}

function deleteModel(db: Database, familyName: string): void {
  statements(db).delete.run(familyName);
}

/** Points a model at new image files; an image not given keeps its file. */
function setModelImages(db: Database, familyName: string, images: { thumbnail?: string; banner?: string }): void {
  statements(db).setImages.run(images.thumbnail ?? null, images.banner ?? null, familyName);
}

/** Forgets the images of these types; the caller removes their files. */
function clearModelImages(db: Database, familyName: string, types: ReadonlySet<string>): void {
  const clear = (type: string) => (types.has(type) ? 1 : 0);
  statements(db).clearImages.run(clear("thumbnail"), clear("banner"), familyName);
}

export { clearModelImages, countModels, deleteModel, findModel, listModels, modelMembers, saveModel, setModelImages };
