/**
 * The backup file: a plain tar archive (POSIX ustar; `tar tvf FILE` lists it) of
 *
 *   database/pgdata.tar.gz     the embedded database (PGlite's dump of its data directory), or
 *   database/padstore.pgdump   a PostgreSQL database (pg_dump's custom format)
 *   uploads/...                the uploaded pictures
 *   manifest.json              what the backup is, and the size and SHA-256 of every file above
 *   manifest.sha256            the SHA-256 of manifest.json
 *
 * The manifest comes last, so a file cut short has none. A backup is used only when every header's
 * checksum, every file's size and digest, and the manifest's own digest match, and the archive ends
 * where tar archives end: a truncated or damaged file is refused before anything is changed.
 */
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export const BACKUP_FORMAT = 'padstore-backup';
export const BACKUP_VERSION = 1;
export const PGLITE_DUMP = 'database/pgdata.tar.gz';
export const POSTGRES_DUMP = 'database/padstore.pgdump';
const MANIFEST = 'manifest.json';
const MANIFEST_DIGEST = 'manifest.sha256';
const BLOCK = 512;

export interface BackupEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  files: BackupEntry[];
}

/** A backup that cannot be used: the message says why, in one line. */
export class BackupInvalidError extends Error {}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100)
      throw new Error(`name too long for a backup: ${name}`);
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes a backup to `${file}.partial` and, once whole and flushed to disk, renames it to `file`: a
 * backup stopped half-way never takes the name of a good one.
 */
export class BackupWriter {
  private readonly files: BackupEntry[] = [];
  private constructor(
    readonly file: string,
    private readonly partial: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(file: string): Promise<BackupWriter> {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    return new BackupWriter(file, partial, await open(partial, 'w', 0o600));
  }

  async addBuffer(name: string, data: Uint8Array): Promise<void> {
    await this.handle.write(header(name, data.length, new Date()));
    await this.handle.write(data);
    await this.handle.write(padding(data.length));
    this.files.push({ name, size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
  }

  /** Copies a file from disk, streaming (a file that changes size on the way is an error). */
  async addFile(name: string, source: string): Promise<void> {
    const input = await open(source, 'r');
    try {
      const { size, mtime } = await input.stat();
      await this.handle.write(header(name, size, mtime));
      const hash = createHash('sha256');
      let copied = 0;
      for await (const chunk of input.createReadStream({ autoClose: false, highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
        copied += chunk.length;
        if (copied > size) break;
        hash.update(chunk);
        await this.handle.write(chunk);
      }
      if (copied !== size) throw new Error(`${source} changed while it was being backed up`);
      await this.handle.write(padding(size));
      this.files.push({ name, size, sha256: hash.digest('hex') });
    } finally {
      await input.close();
    }
  }

  /** Writes the manifest and the end of the archive, flushes it to disk and gives it its name. */
  async finish(engine: Manifest['engine']): Promise<Manifest> {
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      engine,
      createdAt: new Date().toISOString(),
      files: this.files.slice(),
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await this.addBuffer(MANIFEST, text);
    await this.addBuffer(MANIFEST_DIGEST, Buffer.from(`${createHash('sha256').update(text).digest('hex')}\n`));
    await this.handle.write(Buffer.alloc(BLOCK * 2));
    await this.handle.sync();
    await this.handle.close();
    await rename(this.partial, this.file);
    return manifest;
  }

  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.partial, { force: true });
  }
}

interface RawEntry {
  name: string;
  size: number;
  /** Where the entry's data starts in the file. */
  offset: number;
}

function parseOctal(block: Buffer, start: number, length: number): number {
  const text = block
    .subarray(start, start + length)
    .toString('ascii')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) return Number.NaN;
  return parseInt(text, 8);
}

function readText(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The entries of the archive, with every header's checksum checked; throws on anything amiss. */
function listEntries(fd: number, fileSize: number, describe: (why: string) => BackupInvalidError): RawEntry[] {
  const entries: RawEntry[] = [];
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  for (;;) {
    if (position + BLOCK > fileSize) throw describe('it is truncated (it ends in the middle of the archive)');
    readSync(fd, block, 0, BLOCK, position);
    if (block.every((byte) => byte === 0)) {
      if (position + 2 * BLOCK > fileSize) throw describe('it is truncated (the end of the archive is missing)');
      readSync(fd, block, 0, BLOCK, position + BLOCK);
      if (!block.every((byte) => byte === 0)) throw describe(`it is damaged (at byte ${position + BLOCK})`);
      // tar programs round archives up with more zeros; anything else after the end is damage.
      for (let rest = position + 2 * BLOCK; rest < fileSize; rest += BLOCK) {
        block.fill(0);
        readSync(fd, block, 0, Math.min(BLOCK, fileSize - rest), rest);
        if (!block.every((byte) => byte === 0)) throw describe(`it is damaged (at byte ${rest}, after the end of the archive)`);
      }
      return entries;
    }
    const stored = parseOctal(block, 148, 8);
    let sum = 0;
    for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index]!;
    if (stored !== sum) {
      throw describe(
        entries.length === 0 && block.subarray(257, 262).toString('ascii') !== 'ustar'
          ? 'it is not a Pad Store backup'
          : `it is damaged (a header at byte ${position} does not match its checksum)`,
      );
    }
    const prefix = readText(block, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + readText(block, 0, 100);
    const size = parseOctal(block, 124, 12);
    if (!Number.isFinite(size)) throw describe(`it is damaged (the size of ${name} cannot be read)`);
    const offset = position + BLOCK;
    if (offset + size > fileSize) throw describe(`it is truncated (${name} is cut short)`);
    entries.push({ name, size, offset });
    position = offset + Math.ceil(size / BLOCK) * BLOCK;
    // The padding after the data is zeros, as written: any other byte there is damage too.
    const pad = position - (offset + size);
    if (pad > 0) {
      if (position > fileSize) throw describe(`it is truncated (${name} is cut short)`);
      readSync(fd, block, 0, pad, offset + size);
      if (!block.subarray(0, pad).every((byte) => byte === 0)) throw describe(`it is damaged (after ${name})`);
    }
  }
}

function digestOf(fd: number, entry: RawEntry): string {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(Math.min(1 << 20, Math.max(entry.size, 1)));
  let done = 0;
  while (done < entry.size) {
    const length = readSync(fd, chunk, 0, Math.min(chunk.length, entry.size - done), entry.offset + done);
    if (length === 0) throw new Error('short read');
    hash.update(chunk.subarray(0, length));
    done += length;
  }
  return hash.digest('hex');
}

function readEntry(fd: number, entry: RawEntry): Buffer {
  const data = Buffer.alloc(entry.size);
  let done = 0;
  while (done < entry.size) {
    const length = readSync(fd, data, done, entry.size - done, entry.offset + done);
    if (length === 0) throw new Error('short read');
    done += length;
  }
  return data;
}

const SAFE_NAME = /^(database\/[a-z.]+|uploads\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*)$/;

export interface VerifiedBackup {
  manifest: Manifest;
  /** The size and place of every file of the manifest in the archive. */
  entries: Map<string, RawEntry>;
}

/**
 * Checks the whole backup: the archive's structure, the manifest and its digest, and the size and digest
 * of every file. Throws a BackupInvalidError saying what is wrong; reads, never writes.
 */
export function verifyBackup(file: string): VerifiedBackup {
  const describe = (why: string) => new BackupInvalidError(`The backup ${file} cannot be used: ${why}. Nothing was changed.`);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupInvalidError(
      `The backup ${file} cannot be read: ${code === 'ENOENT' ? 'there is no such file' : (error as Error).message}.`,
    );
  }
  try {
    const list = listEntries(fd, fstatSync(fd).size, describe);
    const last = list.at(-1);
    const beforeLast = list.at(-2);
    if (last?.name !== MANIFEST_DIGEST || beforeLast?.name !== MANIFEST) {
      throw describe(list.length === 0 ? 'it is empty' : 'it has no manifest at its end (it is truncated, or not a Pad Store backup)');
    }
    const manifestText = readEntry(fd, beforeLast);
    const expected = readEntry(fd, last).toString('utf8').trim();
    if (createHash('sha256').update(manifestText).digest('hex') !== expected)
      throw describe('it is damaged (the manifest does not match its digest)');
    let manifest: Manifest;
    try {
      manifest = JSON.parse(manifestText.toString('utf8')) as Manifest;
    } catch {
      throw describe('it is damaged (the manifest cannot be read)');
    }
    if (manifest.format !== BACKUP_FORMAT) throw describe('it is not a Pad Store backup');
    if (manifest.version !== BACKUP_VERSION)
      throw describe(`it is of format version ${manifest.version}, which this version of the store does not know`);
    const entries = new Map<string, RawEntry>();
    const content = list.slice(0, -2);
    if (content.length !== manifest.files.length) throw describe('it is damaged (its files are not the ones its manifest lists)');
    content.forEach((entry, index) => {
      const listed = manifest.files[index]!;
      if (entry.name !== listed.name || !SAFE_NAME.test(entry.name) || entry.name.split('/').includes('..')) {
        throw describe(`it is damaged (${entry.name} is not what its manifest lists)`);
      }
      if (entry.size !== listed.size) throw describe(`it is damaged (${entry.name} is ${entry.size} bytes, not ${listed.size})`);
      if (digestOf(fd, entry) !== listed.sha256) throw describe(`it is damaged (${entry.name} does not match its checksum)`);
      entries.set(entry.name, entry);
    });
    const database = manifest.engine === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP;
    if (!entries.has(database)) throw describe(`it holds no database (${database})`);
    return { manifest, entries };
  } finally {
    closeSync(fd);
  }
}

/** Reads one file of a verified backup, checking its digest again. */
export function readBackupEntry(file: string, verified: VerifiedBackup, name: string): Buffer {
  const entry = verified.entries.get(name);
  if (!entry) throw new BackupInvalidError(`The backup ${file} has no ${name}.`);
  const fd = openSync(file, 'r');
  try {
    const data = readEntry(fd, entry);
    const listed = verified.manifest.files.find((item) => item.name === name)!;
    if (createHash('sha256').update(data).digest('hex') !== listed.sha256) {
      throw new BackupInvalidError(`The backup ${file} changed while it was being restored (${name}).`);
    }
    return data;
  } finally {
    closeSync(fd);
  }
}

/** Copies one file of a verified backup to `target`, streaming, checking its digest again on the way. */
export async function copyBackupEntry(file: string, verified: VerifiedBackup, name: string, target: string): Promise<void> {
  const entry = verified.entries.get(name);
  if (!entry) throw new BackupInvalidError(`The backup ${file} has no ${name}.`);
  const listed = verified.manifest.files.find((item) => item.name === name)!;
  await mkdir(path.dirname(target), { recursive: true });
  const output = await open(target, 'w', 0o644);
  const hash = createHash('sha256');
  try {
    if (entry.size > 0) {
      for await (const chunk of createReadStream(file, {
        start: entry.offset,
        end: entry.offset + entry.size - 1,
        highWaterMark: 1 << 20,
      }) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        await output.write(chunk);
      }
    }
    await output.sync();
  } finally {
    await output.close();
  }
  if (hash.digest('hex') !== listed.sha256)
    throw new BackupInvalidError(`The backup ${file} changed while it was being restored (${name}).`);
}
