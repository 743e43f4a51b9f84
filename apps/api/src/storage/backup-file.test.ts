import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupInvalidError, BackupWriter, PGLITE_DUMP, readBackupEntry, verifyBackup } from './backup-file.js';

let dir: string;
let file: string;
const dump = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 7919) % 251));
const picture = Buffer.from('a picture, as bytes');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'padstore-backupfile-'));
  writeFileSync(path.join(dir, 'photo.webp'), picture);
  file = path.join(dir, 'good.backup');
  const writer = await BackupWriter.create(file);
  await writer.addBuffer(PGLITE_DUMP, dump);
  await writer.addFile('uploads/photos/0123456789abcdef0123456789abcdef.webp', path.join(dir, 'photo.webp'));
  await writer.finish('pglite');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function variant(name: string, change: (bytes: Buffer) => Buffer): string {
  const target = path.join(dir, name);
  writeFileSync(target, change(readFileSync(file)));
  return target;
}

describe('the backup file', () => {
  it('holds the database, the pictures and a manifest with their checksums, and reads back whole', () => {
    const verified = verifyBackup(file);
    expect(verified.manifest).toMatchObject({ format: 'padstore-backup', version: 1, engine: 'pglite' });
    expect(verified.manifest.files.map((entry) => entry.name)).toEqual([
      PGLITE_DUMP,
      'uploads/photos/0123456789abcdef0123456789abcdef.webp',
    ]);
    expect(readBackupEntry(file, verified, PGLITE_DUMP).equals(dump)).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('is a tar archive that tar itself lists', () => {
    const listed = spawnSync('tar', ['tf', file], { encoding: 'utf8' });
    if (listed.error) return;
    expect(listed.stdout.trim().split('\n')).toEqual([
      PGLITE_DUMP,
      'uploads/photos/0123456789abcdef0123456789abcdef.webp',
      'manifest.json',
      'manifest.sha256',
    ]);
  });

  it('is refused when cut short anywhere', () => {
    const size = readFileSync(file).length;
    for (const length of [0, 100, 512, 4096, Math.floor(size / 2), size - 1536, size - 1024, size - 600, size - 1]) {
      const cut = variant(`cut-${length}.backup`, (bytes) => bytes.subarray(0, length));
      expect(() => verifyBackup(cut), `cut at ${length}`).toThrow(BackupInvalidError);
      expect(() => verifyBackup(cut)).toThrow(
        /cannot be used: it (is truncated|is empty|has no manifest|is not a Pad Store backup).*Nothing was changed\.$/,
      );
    }
  });

  it('is refused when any byte of it is changed', () => {
    const size = readFileSync(file).length;
    const positions = [10, 130, 148, 600, 5000, 200_000, size - 3000, size - 1500, size - 1100];
    for (const position of positions) {
      const damaged = variant(`flip-${position}.backup`, (bytes) => {
        const copy = Buffer.from(bytes);
        copy[position] = copy[position]! ^ 0x20;
        return copy;
      });
      expect(() => verifyBackup(damaged), `byte ${position}`).toThrow(BackupInvalidError);
    }
    const flip = variant('flip.backup', (bytes) => {
      const copy = Buffer.from(bytes);
      copy[5000] = copy[5000]! ^ 1;
      return copy;
    });
    expect(() => verifyBackup(flip)).toThrow(
      `The backup ${flip} cannot be used: it is damaged (${PGLITE_DUMP} does not match its checksum). Nothing was changed.`,
    );
  });

  it('is refused when it is something else, or missing', () => {
    const other = path.join(dir, 'other.tar');
    spawnSync('tar', ['cf', other, '-C', dir, 'photo.webp']);
    if (existsSync(other)) expect(() => verifyBackup(other)).toThrow(/has no manifest/);
    const text = variant('text.backup', () => Buffer.from('hello '.repeat(500)));
    expect(() => verifyBackup(text)).toThrow(/not a Pad Store backup/);
    expect(() => verifyBackup(path.join(dir, 'none.backup'))).toThrow(/cannot be read: there is no such file/);
  });
});
