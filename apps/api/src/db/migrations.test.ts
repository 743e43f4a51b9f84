import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths.js';
import * as schema from './schema.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')) as T;
const journal = readJson<Journal>('meta/_journal.json');
const snapshotFile = (idx: number) => `meta/${String(idx).padStart(4, '0')}_snapshot.json`;

describe('migrations', () => {
  it('have a SQL file and a drizzle-kit snapshot for every entry of the journal, each snapshot following the one before', () => {
    let previousId = '00000000-0000-0000-0000-000000000000';
    for (const entry of journal.entries) {
      expect(existsSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`)), entry.tag).toBe(true);
      expect(existsSync(path.join(MIGRATIONS_FOLDER, snapshotFile(entry.idx))), `snapshot of ${entry.tag}`).toBe(true);
      const snapshot = readJson<DrizzleSnapshotJSON>(snapshotFile(entry.idx));
      expect(snapshot.prevId, `snapshot of ${entry.tag}`).toBe(previousId);
      previousId = snapshot.id;
    }
  });

  it('leave nothing to generate: the last snapshot is the schema in src/db/schema.ts', async () => {
    const last = readJson<DrizzleSnapshotJSON>(snapshotFile(journal.entries.at(-1)!.idx));
    const current = generateDrizzleJson(schema, last.id);
    expect(await generateMigration(last, current)).toEqual([]);
  });
});
