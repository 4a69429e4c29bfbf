// A migration that has landed is never edited: a database that applied it would not see the change, and
// drizzle runs a re-dated one again on top of the tables it made. A fix is a new migration.
// `landed.json` holds the SHA-256 of every landed migration file and snapshot and every landed journal entry;
// this check fails when one of them changed or disappeared. New migrations are fine until they land:
// `npm run migrations:land` adds them to the list (commit the list with them).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Check } from './check';

export const drizzleDir = fileURLToPath(new URL('../../apps/server/drizzle', import.meta.url));

type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
export type Landed = { files: Record<string, string>; journal: Record<string, JournalEntry> };

const LANDED = 'landed.json';
const JOURNAL = 'meta/_journal.json';

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The files the list covers: the SQL migrations and their snapshots. */
const migrationFiles = (dir: string) => [
  ...fs.readdirSync(dir).filter((f) => f.endsWith('.sql')),
  ...fs
    .readdirSync(path.join(dir, 'meta'))
    .filter((f) => f.endsWith('_snapshot.json'))
    .map((f) => `meta/${f}`),
];

const readJournal = (dir: string): JournalEntry[] => {
  const file = path.join(dir, JOURNAL);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries : [];
};

const readLanded = (dir: string): Landed => {
  const file = path.join(dir, LANDED);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Landed) : { files: {}, journal: {} };
};

/** What changed in the landed migrations of `dir` (problems), and which migration files have not landed yet. */
export const checkLandedMigrations = (dir: string) => {
  const landed = readLanded(dir);
  const problems: string[] = [];
  if (!fs.existsSync(path.join(dir, LANDED))) problems.push(`${LANDED} is missing from ${dir}`);
  for (const [name, hash] of Object.entries(landed.files)) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) problems.push(`${name} has landed and was removed`);
    else if (sha256(file) !== hash)
      problems.push(`${name} has landed and was changed (its SHA-256 is no longer ${hash})`);
  }
  const entries = new Map(readJournal(dir).map((e) => [e.tag, e]));
  for (const [tag, entry] of Object.entries(landed.journal)) {
    const now = entries.get(tag);
    if (!now) problems.push(`${JOURNAL}: the landed entry ${tag} was removed`);
    else if (JSON.stringify(now) !== JSON.stringify(entry))
      problems.push(`${JOURNAL}: the landed entry ${tag} was changed (it was ${JSON.stringify(entry)})`);
  }
  const unlanded = [
    ...migrationFiles(dir).filter((f) => !(f in landed.files)),
    ...[...entries.keys()].filter((tag) => !(tag in landed.journal)).map((tag) => `${JOURNAL}#${tag}`),
  ];
  if (problems.length > 0)
    problems.push('Landed migrations are never edited: restore them and put the change in a new migration.');
  return { problems, unlanded };
};

/** Adds the migrations of `dir` that have not landed to its list; never changes a listed one. */
export const landMigrations = (dir: string) => {
  const landed = readLanded(dir);
  const { unlanded } = checkLandedMigrations(dir);
  for (const name of migrationFiles(dir)) landed.files[name] ??= sha256(path.join(dir, name));
  for (const entry of readJournal(dir)) landed.journal[entry.tag] ??= entry;
  fs.writeFileSync(path.join(dir, LANDED), `${JSON.stringify(landed, null, 2)}\n`);
  return unlanded;
};

export const landedMigrations: Check = {
  name: 'landed migrations are unchanged (apps/server/drizzle/landed.json)',
  run: () => {
    const { problems, unlanded } = checkLandedMigrations(drizzleDir);
    if (unlanded.length > 0)
      console.log(`      not landed yet: ${unlanded.join(', ')} (npm run migrations:land adds them to the list)`);
    return problems;
  },
};
