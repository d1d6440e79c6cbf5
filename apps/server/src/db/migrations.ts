import type { Database } from "better-sqlite3";

/** One schema change. Versions only grow; a shipped migration is never edited, only followed by a new one. */
interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrations: readonly Migration[] = [
  {
    version: 1,
    name: "initial schema",
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
        password_hash TEXT,
        status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
        creation_date INTEGER NOT NULL,
        is_admin INTEGER NOT NULL DEFAULT 0,
        built_in INTEGER NOT NULL DEFAULT 0,
        groups TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX users_creation_date ON users (creation_date);

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (user_id);

      CREATE TABLE user_tokens (
        token_hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('reset', 'activation')),
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX user_tokens_user ON user_tokens (user_id, kind);

      CREATE TABLE devices (
        identity TEXT PRIMARY KEY,
        model TEXT,
        owner TEXT COLLATE NOCASE,
        guests TEXT NOT NULL DEFAULT '[]',
        locked INTEGER NOT NULL DEFAULT 0,
        connected INTEGER,
        lastseen INTEGER,
        provisioned_time INTEGER,
        firmware_version TEXT,
        ssid TEXT,
        state TEXT NOT NULL DEFAULT '{}',
        fields TEXT NOT NULL DEFAULT '{}',
        tags TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX devices_lastseen ON devices (lastseen, identity);
      CREATE INDEX devices_model_identity ON devices (model, identity);
      CREATE INDEX devices_model_lastseen ON devices (model, lastseen, identity);
      CREATE INDEX devices_connected_identity ON devices (connected, identity);
      CREATE INDEX devices_connected_lastseen ON devices (connected, lastseen, identity);
      CREATE INDEX devices_owner ON devices (owner);

      CREATE TABLE device_guests (
        email TEXT NOT NULL COLLATE NOCASE,
        identity TEXT NOT NULL REFERENCES devices (identity) ON DELETE CASCADE,
        PRIMARY KEY (email, identity)
      ) WITHOUT ROWID;

      CREATE TABLE logs (
        id INTEGER PRIMARY KEY,
        time INTEGER NOT NULL,
        device TEXT,
        email TEXT COLLATE NOCASE,
        log_type TEXT NOT NULL CHECK (log_type IN ('debug', 'error', 'event')),
        from_addr TEXT,
        ip TEXT,
        log TEXT NOT NULL
      );
      CREATE INDEX logs_time ON logs (time);
      CREATE INDEX logs_device_time ON logs (device, time);
      CREATE INDEX logs_device_type_time ON logs (device, log_type, time);
      CREATE INDEX logs_email_type_time ON logs (email, log_type, time);

      CREATE TABLE firmware (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        version TEXT NOT NULL,
        previous_version TEXT,
        model TEXT NOT NULL,
        sha1 TEXT NOT NULL,
        size INTEGER NOT NULL,
        trigger INTEGER NOT NULL DEFAULT 0,
        file TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE info_models (
        family_name TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        timestamp INTEGER NOT NULL,
        text TEXT NOT NULL,
        content TEXT NOT NULL,
        family_members TEXT NOT NULL,
        thumbnail TEXT,
        banner TEXT,
        updated_at INTEGER NOT NULL
      );

      CREATE TABLE rules (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        owner_id TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX rules_owner ON rules (owner_id);

      CREATE TABLE export_jobs (
        job_id TEXT PRIMARY KEY,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
        file TEXT,
        rows INTEGER NOT NULL DEFAULT 0,
        created_by INTEGER,
        created_at INTEGER NOT NULL,
        finished_at INTEGER
      );

      CREATE TABLE solution_tests (
        id INTEGER PRIMARY KEY,
        account TEXT NOT NULL,
        recipients TEXT NOT NULL,
        result TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: "sessions end after a quiet period",
    sql: `
      ALTER TABLE sessions ADD COLUMN last_used_at INTEGER;
      UPDATE sessions SET last_used_at = created_at;
    `,
  },
  {
    version: 3,
    name: "sessions remember the address they were created from",
    sql: `
      ALTER TABLE sessions ADD COLUMN created_from TEXT;
    `,
  },
];

/** The newest schema version this build knows. */
const LATEST_VERSION = migrations.reduce((latest, migration) => Math.max(latest, migration.version), 0);

/**
 * Brings the schema up to date. Pending migrations run in one transaction: either all of them apply or none does.
 * A database written by a newer build is refused rather than silently misread.
 */
function migrate(db: Database, list: readonly Migration[] = migrations): { from: number; to: number } {
  db.pragma("foreign_keys = ON");
  const from = db.pragma("user_version", { simple: true }) as number;
  const latest = list.reduce((version, migration) => Math.max(version, migration.version), 0);
  if (from > latest) {
    throw new Error(
      `The database is at schema version ${from}, newer than this server (${latest}). Upgrade the server.`,
    );
  }
  const pending = list.filter((migration) => migration.version > from).sort((a, b) => a.version - b.version);
  if (pending.length === 0) return { from, to: from };
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }
  })();
  return { from, to: latest };
}

/** Connection settings for a file database: write-ahead log, foreign keys, a short busy wait. */
function configure(db: Database): void {
  if (!db.memory) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
  }
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
}

export { LATEST_VERSION, configure, migrate, migrations };
export type { Migration };
