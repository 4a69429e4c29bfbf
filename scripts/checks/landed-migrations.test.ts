import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLandedMigrations, drizzleDir, landMigrations } from './landed-migrations';

const copies: string[] = [];
const copyOfDrizzle = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-landed-'));
  fs.cpSync(drizzleDir, dir, { recursive: true });
  copies.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of copies.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the landed-migrations check', () => {
  it('passes on the repository as committed', () => {
    expect(checkLandedMigrations(drizzleDir).problems).toEqual([]);
  });

  it('fails naming the file when one byte of a landed migration changes', () => {
    const dir = copyOfDrizzle();
    const file = path.join(dir, '0002_enterprise_esign.sql');
    const bytes = fs.readFileSync(file);
    bytes[10] = bytes[10] === 0x20 ? 0x09 : 0x20;
    fs.writeFileSync(file, bytes);
    const { problems } = checkLandedMigrations(dir);
    expect(problems[0]).toContain('0002_enterprise_esign.sql has landed and was changed');
    expect(problems).toHaveLength(2);
  });

  it('fails when a landed migration disappears or its journal entry is re-dated', () => {
    const dir = copyOfDrizzle();
    fs.rmSync(path.join(dir, '0001_audit_append_only.sql'));
    const journalFile = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    journal.entries[4].when += 1;
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const { problems } = checkLandedMigrations(dir);
    expect(problems).toContain('0001_audit_append_only.sql has landed and was removed');
    expect(problems.some((p) => p.includes('the landed entry 0004_receipts_inbound_signing was changed'))).toBe(true);
  });

  it('lets a new migration in, and lands it without touching the listed ones', () => {
    const dir = copyOfDrizzle();
    fs.writeFileSync(path.join(dir, '0099_next.sql'), 'select 1;');
    expect(checkLandedMigrations(dir)).toEqual({ problems: [], unlanded: ['0099_next.sql'] });
    const before = JSON.parse(fs.readFileSync(path.join(dir, 'landed.json'), 'utf8'));
    expect(landMigrations(dir)).toEqual(['0099_next.sql']);
    const after = JSON.parse(fs.readFileSync(path.join(dir, 'landed.json'), 'utf8'));
    expect(after.files).toEqual({ ...before.files, '0099_next.sql': expect.any(String) });
    expect(checkLandedMigrations(dir)).toEqual({ problems: [], unlanded: [] });
  });
});
