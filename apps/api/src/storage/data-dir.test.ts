import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFreeSpace, moveOldLayout, prepareDataDir, StartupError } from './data-dir.js';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'padstore-datadir-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PGLITE_FILES = ['PG_VERSION', 'postgresql.conf', 'postgresql.auto.conf', 'pg_hba.conf', 'postmaster.pid'];
const PGLITE_FOLDERS = ['base', 'global', 'pg_wal', 'pg_xact', 'pg_multixact'];

/** PGlite's files right in DATA_DIR, as the store kept them before they had their own folder. */
function oldLayout(dir: string) {
  for (const name of PGLITE_FILES) writeFileSync(path.join(dir, name), name);
  for (const name of PGLITE_FOLDERS) {
    mkdirSync(path.join(dir, name, 'sub'), { recursive: true });
    writeFileSync(path.join(dir, name, 'sub', 'file'), name);
  }
  mkdirSync(path.join(dir, 'uploads', 'photos'), { recursive: true });
  writeFileSync(path.join(dir, 'uploads', 'photos', 'a.webp'), 'picture');
  mkdirSync(path.join(dir, 'lost+found'));
  writeFileSync(path.join(dir, 'notes.txt'), 'the operator');
}

function expectMoved(dir: string, others: string[] = []) {
  for (const name of PGLITE_FILES) expect(readFileSync(path.join(dir, 'db', name), 'utf8')).toBe(name);
  for (const name of PGLITE_FOLDERS) expect(readFileSync(path.join(dir, 'db', name, 'sub', 'file'), 'utf8')).toBe(name);
  expect(readdirSync(dir).sort()).toEqual(['db', 'lost+found', 'notes.txt', ...others, 'uploads']);
  expect(readFileSync(path.join(dir, 'uploads', 'photos', 'a.webp'), 'utf8')).toBe('picture');
}

describe('the data directory', () => {
  it("keeps the database in db/ beside whatever else is there (a volume's lost+found, a log)", () => {
    const dir = newDir();
    mkdirSync(path.join(dir, 'lost+found'));
    writeFileSync(path.join(dir, 'server.log'), 'log');
    const prepared = prepareDataDir(dir, { embedded: true });
    expect(prepared.layout.databaseDir).toBe(path.join(dir, 'db'));
    expect(existsSync(path.join(dir, 'db'))).toBe(true);
    expect(existsSync(path.join(dir, 'uploads'))).toBe(true);
    expect(prepared.moved).toBe(false);
    prepared.lock!.release();
  });

  it('moves a database kept right in DATA_DIR into db/, leaving the rest where it was', () => {
    const dir = newDir();
    oldLayout(dir);
    const prepared = prepareDataDir(dir, { embedded: true });
    prepared.lock!.release();
    expect(prepared.moved).toBe(true);
    expectMoved(dir, ['store.lock']);
    // The next start finds it in place.
    const again = prepareDataDir(dir, { embedded: true });
    again.lock!.release();
    expect(again.moved).toBe(false);
  });

  it('takes up a move stopped half-way, whichever step it stopped at', () => {
    for (const moved of [1, 4, PGLITE_FILES.length + PGLITE_FOLDERS.length]) {
      const dir = newDir();
      oldLayout(dir);
      // Some of the entries already moved, as a start killed in the middle of the move leaves them.
      mkdirSync(path.join(dir, 'db.moving'));
      const entries = [...PGLITE_FOLDERS, ...PGLITE_FILES.filter((name) => name !== 'PG_VERSION'), 'PG_VERSION'];
      for (const name of entries.slice(0, moved)) {
        renameSync(path.join(dir, name), path.join(dir, 'db.moving', name));
      }
      expect(moveOldLayout(dir)).toBe(true);
      expectMoved(dir);
    }
  });

  it('says in one line why a directory cannot be used: a path through a file, a file in the way', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, 'file'), 'x');
    const through = () => prepareDataDir(path.join(dir, 'file', 'data'), { embedded: true });
    expect(through).toThrow(StartupError);
    expect(through).toThrow(
      `The store cannot start: the data directory ${path.join(dir, 'file', 'data')} cannot be created: a part of the path is a file, not a folder (ENOTDIR).`,
    );
    expect(() => prepareDataDir(path.join(dir, 'file'), { embedded: true })).toThrow(
      /cannot be created: a file of that name is in the way \(EEXIST\)\.$/,
    );
  });

  it('refuses a disk too full for the database, saying how much is free', () => {
    expect(() => checkFreeSpace(newDir(), Number.MAX_SAFE_INTEGER)).toThrow(/is full: no space left on device \(ENOSPC\), [\d.]+ MiB free/);
  });

  it('refuses two databases, one in db/ and one right in DATA_DIR', () => {
    const dir = newDir();
    oldLayout(dir);
    mkdirSync(path.join(dir, 'db'));
    writeFileSync(path.join(dir, 'db', 'PG_VERSION'), '17');
    expect(() => moveOldLayout(dir)).toThrow(/holds two databases/);
  });
});
