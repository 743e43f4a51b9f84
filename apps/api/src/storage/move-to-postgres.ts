/**
 * Moving a stopped shop from its embedded database to an empty PostgreSQL database (issue 46), for
 * `npm run move-to-postgres -- URL`.
 *
 * The embedded database is never opened where it lies: its folder is copied to a scratch folder, and the
 * copy is opened (and brought to this code's migrations, as a start would). DATA_DIR is locked for the
 * whole move, so the shop cannot start on it meanwhile. On PostgreSQL everything happens in ONE
 * transaction: the migrations, every table copied in batches (ids kept; triggers held off and foreign keys
 * added back after the rows, so that they are checked once over the whole data), the sequences set,
 * and then every table's count and checksum (md5 of its rows in key order) compared with the copy's. Only
 * when all agree is it committed; any failure rolls it back, and the database is as empty as it was.
 *
 * Pictures are files in DATA_DIR/uploads, which the shop serves on either engine: they stay there, or,
 * with a new DATA_DIR for the shop on PostgreSQL, they are copied there and each copy's digest checked.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { copyFile, cp, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../db/client.js';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { dataDirLayout, describeCause } from './data-dir.js';
import { DataDirBusyError, lockDataDir } from './lock.js';

/** Something the operator must do differently; the message says what, in one line. */
export class MoveRefusedError extends Error {}

/** Rows read from the embedded copy and written to PostgreSQL in one statement. */
export const MOVE_BATCH_ROWS = 2_000;

export interface MoveOptions {
  /** The shop's DATA_DIR (its embedded database in DATA_DIR/db, its pictures in DATA_DIR/uploads). */
  dataDir: string;
  /** The empty PostgreSQL database it moves to. */
  databaseUrl: string;
  /** The DATA_DIR the shop will run with on PostgreSQL, when not the same: its pictures are copied there. */
  newDataDir?: string;
  /** Each step, as it is done, for the operator to follow. */
  progress?: (line: string) => void;
  batchRows?: number;
}

export interface TableMoved {
  table: string;
  rows: number;
  checksum: string;
}

export interface MoveReport {
  tables: TableMoved[];
  sequences: number;
  /** Pictures found in DATA_DIR/uploads. */
  pictures: number;
  /** Where the shop on PostgreSQL finds them: DATA_DIR/uploads, or the new DATA_DIR's, copied and checked. */
  uploadsDir: string;
  picturesCopied: boolean;
  ms: number;
}

/** Runs a statement on either side; both answer `{ rows }`. */
type Query = <T>(text: string, values?: unknown[]) => Promise<{ rows: T[] }>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The row text both engines must agree on: a checksum compares `row::text`, which depends on these.
 * PGlite and the server are both PostgreSQL 12 or newer, so floats print their shortest exact form.
 */
const SAME_TEXT = [
  `set timezone = 'UTC'`,
  `set datestyle = 'ISO, YMD'`,
  `set intervalstyle = 'postgres'`,
  `set extra_float_digits = 1`,
  `set bytea_output = 'hex'`,
];

/** Where the embedded database lives: DATA_DIR/db, or DATA_DIR itself in a store made before it had its own folder. */
function embeddedDatabaseDir(dataDir: string): string {
  const { databaseDir } = dataDirLayout(dataDir);
  if (existsSync(path.join(databaseDir, 'PG_VERSION'))) return databaseDir;
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return dataDir;
  throw new MoveRefusedError(`There is no embedded store in ${dataDir} (DATA_DIR): nothing to move.`);
}

/** The uploads' files, relative to their folder, hidden (half-written) ones left out, in a stable order. */
export async function pictureFiles(uploadsDir: string): Promise<string[]> {
  if (!existsSync(uploadsDir)) return [];
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !relative.split(path.sep).some((part) => part.startsWith('.')))
    .sort();
}

const digestOf = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** A readable address of the database, without its password. */
export function describeDatabase(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return url.toString();
  } catch {
    return 'the database given';
  }
}

/** Refuses a database that holds any table, view or sequence of its own: a move never mixes two shops. */
async function requireEmpty(client: pg.Client, databaseUrl: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
     order by 1`,
  );
  if (rows.length > 0) {
    const some = rows
      .slice(0, 3)
      .map((row) => row.name)
      .join(', ');
    throw new MoveRefusedError(
      `The database ${describeDatabase(databaseUrl)} is not empty: it holds ${rows.length} table(s) or other relation(s) (${some}${rows.length > 3 ? ', …' : ''}). Move the shop into a new, empty database (createdb NAME). Nothing was changed.`,
    );
  }
}

/** This code's migrations, applied inside the move's transaction, with drizzle's record of each as its migrator writes it. */
async function migrateInTransaction(client: pg.Client): Promise<void> {
  await client.query('create schema if not exists "drizzle"');
  await client.query(
    'create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

interface TableShape {
  table: string;
  columns: string[];
  /** The primary key's columns: the order rows are copied and checksummed in. */
  key: string[];
}

/** The store's tables in the public schema, their columns and their keys. */
async function tablesOf(query: Query): Promise<TableShape[]> {
  const { rows } = await query<{ table: string; columns: string[]; key: string[] | null }>(
    `select c.relname as "table",
       array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
             and a.attgenerated = '' order by a.attnum) as columns,
       (select array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
                     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.n)
          from pg_index i where i.indrelid = c.oid and i.indisprimary) as key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => ({ table: row.table, columns: row.columns, key: row.key ?? [] }));
}

/** Count and md5 of the rows in key order (every column when a table has no key), the same text on both engines. */
async function checksumOf(query: Query, shape: TableShape): Promise<{ rows: number; checksum: string }> {
  const order = shape.key.length > 0 ? shape.key.map((column) => `t.${quote(column)}`).join(', ') : 't::text';
  const { rows } = await query<{ rows: number; checksum: string }>(
    `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by ${order})), md5('')) as checksum
     from public.${quote(shape.table)} t`,
  );
  return rows[0]!;
}

/** Copies one table's rows, MOVE_BATCH_ROWS at a time: read as JSON from the copy, written set-based. */
async function copyTable(source: PGlite, target: pg.Client, shape: TableShape, batchRows: number): Promise<number> {
  const columns = shape.columns.map(quote).join(', ');
  const order = shape.key.length > 0 ? ` order by ${shape.key.map(quote).join(', ')}` : '';
  const insert =
    `insert into public.${quote(shape.table)} (${columns}) overriding system value ` +
    `select ${columns} from json_populate_recordset(null::public.${quote(shape.table)}, $1::json)`;
  let copied = 0;
  await source.exec(
    `declare move_rows no scroll cursor for select row_to_json(t)::text as row from public.${quote(shape.table)} t${order}`,
  );
  try {
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`fetch forward ${batchRows} from move_rows`);
      if (rows.length === 0) break;
      await target.query(insert, [`[${rows.map((row) => row.row).join(',')}]`]);
      copied += rows.length;
    }
  } finally {
    await source.exec('close move_rows');
  }
  return copied;
}

/** Copies the pictures into the new DATA_DIR's uploads (which must hold none) and checks each copy's digest. */
async function copyPictures(files: string[], from: string, to: string): Promise<void> {
  if ((await pictureFiles(to)).length > 0) {
    throw new MoveRefusedError(`${to} already holds pictures: give the shop on PostgreSQL a new DATA_DIR. Nothing was changed.`);
  }
  for (const relative of files) {
    const target = path.join(to, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(from, relative), target);
    if ((await digestOf(target)) !== (await digestOf(path.join(from, relative)))) {
      throw new Error(`the copy of the picture ${relative} differs from the original`);
    }
  }
}

/**
 * Moves the stopped shop of `dataDir` into the empty database of `databaseUrl`; see the file's comment.
 * Refuses (MoveRefusedError, nothing changed) a running shop, a missing one, or a database not empty.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const began = performance.now();
  const say = options.progress ?? (() => undefined);
  const batchRows = options.batchRows ?? MOVE_BATCH_ROWS;
  const layout = dataDirLayout(options.dataDir);
  const databaseDir = embeddedDatabaseDir(options.dataDir);
  let lock;
  try {
    lock = lockDataDir(options.dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new MoveRefusedError(
        `The shop is running: ${error.message.replace(/: stop it first.*$/, '')}. Stop it, then move it. Nothing was changed.`,
      );
    }
    throw new MoveRefusedError(`${options.dataDir} (DATA_DIR) cannot be locked: ${describeCause(error)}. Nothing was changed.`);
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'padstore-move-'));
  const target = new pg.Client({ connectionString: options.databaseUrl });
  let source: PGlite | undefined;
  let copiedPicturesTo: string | undefined;
  try {
    try {
      await target.connect();
    } catch (error) {
      throw new MoveRefusedError(
        `The database ${describeDatabase(options.databaseUrl)} cannot be reached: ${describeCause(error)}. Nothing was changed.`,
      );
    }
    await requireEmpty(target, options.databaseUrl);
    const newUploads = options.newDataDir ? dataDirLayout(path.resolve(options.newDataDir)).uploadsDir : undefined;
    const copyingPictures = newUploads !== undefined && path.resolve(newUploads) !== path.resolve(layout.uploadsDir);
    if (copyingPictures && (await pictureFiles(newUploads)).length > 0) {
      throw new MoveRefusedError(`${newUploads} already holds pictures: give the shop on PostgreSQL a new DATA_DIR. Nothing was changed.`);
    }

    // The embedded database is copied, never opened where it lies: DATA_DIR stays exactly as it was.
    say(`Copying the embedded database of ${options.dataDir} to read it…`);
    await cp(databaseDir, path.join(scratch, 'db'), {
      recursive: true,
      filter: (from) =>
        path.resolve(from) === path.resolve(databaseDir) ||
        !/^(uploads|backups|store\.(lock|sock))$/.test(path.relative(databaseDir, from)),
    });
    source = await PGlite.create({ dataDir: path.join(scratch, 'db'), extensions: PGLITE_EXTENSIONS });
    // A shop stopped on an older version is brought to this one's tables first, as its next start would.
    await migratePglite(drizzlePglite(source), { migrationsFolder: MIGRATIONS_FOLDER });
    const sourceQuery: Query = (text, values) => source!.query(text, values);
    const targetQuery = ((text: string, values?: unknown[]) => target.query(text, values)) as Query;
    for (const statement of SAME_TEXT) await source.exec(statement);

    await target.query('begin');
    for (const statement of SAME_TEXT) await target.query(statement.replace(/^set /, 'set local '));
    say('Creating the tables in PostgreSQL…');
    await migrateInTransaction(target);
    const tables = await tablesOf(sourceQuery);
    const targetTables = await tablesOf(targetQuery);
    const missing = tables.filter((shape) => !targetTables.some((other) => other.table === shape.table)).map((shape) => shape.table);
    if (missing.length > 0 || targetTables.length !== tables.length) {
      throw new Error(
        `the embedded database's tables and this version's differ (${missing.join(', ') || 'the target has more'}): is the embedded shop from a newer version?`,
      );
    }
    // The rows some migrations write (synonyms, templates) come again from the shop, as it has them now.
    await target.query(`truncate ${tables.map((shape) => `public.${quote(shape.table)}`).join(', ')}`);
    // Foreign keys are taken off and added back after the rows (checked once, whatever order rows come in),
    // and triggers are held off: a copy writes each row as it is, tallies and search texts included.
    const { rows: foreignKeys } = await target.query<{ table: string; name: string; definition: string }>(
      `select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
    );
    for (const key of foreignKeys) await target.query(`alter table ${key.table} drop constraint ${quote(key.name)}`);
    for (const shape of tables) await target.query(`alter table public.${quote(shape.table)} disable trigger user`);

    await source.exec('begin isolation level repeatable read');
    const moved: TableMoved[] = [];
    for (const shape of tables) {
      const rows = await copyTable(source, target, shape, batchRows);
      say(`  ${shape.table}: ${rows} row(s)`);
    }
    const { rows: sequences } = await source.query<{ name: string; last_value: string | null; is_called: boolean }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text, last_value is not null as is_called
       from pg_sequences where schemaname = 'public'`,
    );
    for (const sequence of sequences) {
      if (sequence.last_value !== null) await target.query('select setval($1, $2::bigint, true)', [sequence.name, sequence.last_value]);
    }
    for (const shape of tables) await target.query(`alter table public.${quote(shape.table)} enable trigger user`);
    say('Checking the foreign keys over every row…');
    for (const key of foreignKeys) await target.query(`alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`);

    say('Comparing every table’s count and checksum on both sides…');
    for (const shape of tables) {
      const [before, after] = [await checksumOf(sourceQuery, shape), await checksumOf(targetQuery, shape)];
      if (before.rows !== after.rows || before.checksum !== after.checksum) {
        throw new Error(
          `the table ${shape.table} differs after the copy: ${before.rows} row(s), md5 ${before.checksum} in the embedded database; ${after.rows}, md5 ${after.checksum} in PostgreSQL`,
        );
      }
      moved.push({ table: shape.table, ...before });
    }
    for (const sequence of sequences) {
      const [before] = (await source.query<{ v: string }>(`select last_value::text as v from ${sequence.name}`)).rows;
      const [after] = (await target.query<{ v: string }>(`select last_value::text as v from ${sequence.name}`)).rows;
      if (before!.v !== after!.v) throw new Error(`the sequence ${sequence.name} is at ${after!.v}, not ${before!.v}`);
    }
    await source.exec('commit');

    const files = await pictureFiles(layout.uploadsDir);
    if (copyingPictures) {
      say(`Copying ${files.length} picture(s) to ${newUploads}…`);
      copiedPicturesTo = newUploads;
      await copyPictures(files, layout.uploadsDir, newUploads);
    }
    await target.query('commit');
    copiedPicturesTo = undefined;
    return {
      tables: moved,
      sequences: sequences.length,
      pictures: files.length,
      uploadsDir: copyingPictures ? newUploads : layout.uploadsDir,
      picturesCopied: copyingPictures,
      ms: performance.now() - began,
    };
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    if (copiedPicturesTo) await rm(copiedPicturesTo, { recursive: true, force: true });
    throw error;
  } finally {
    await target.end().catch(() => undefined);
    await source?.close().catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
    lock.release();
  }
}
