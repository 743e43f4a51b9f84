import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { PGLITE_EXTENSIONS } from './client.js';

interface Journal {
  entries: { tag: string }[];
}

const TRIM_TAG = '0020_repeat_idempotency_and_trimmed_texts';
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
const statements = (tag: string) =>
  readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim() !== '');

let client: PGlite;
const run = async (tag: string) => {
  for (const statement of statements(tag)) await client.exec(statement);
};

beforeAll(async () => {
  client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const tags = journal.entries.map((entry) => entry.tag);
  // The database as it was before the trim: every migration up to it.
  for (const tag of tags.slice(0, tags.indexOf(TRIM_TAG))) await run(tag);
});
afterAll(async () => client.close());

describe('the migration that trims text saved before the length limits', () => {
  it('cuts over-long text to its limit, leaves text within it alone, and says in the audit log what it changed', async () => {
    const longName = `Asha ${'R'.repeat(200)}`;
    await client.query(
      `insert into users (phone_number, full_name, gender, street, plot_number) values ('9000000001', $1, 'Female', $2, '12'),
       ('9000000002', 'Meena Iyer', 'Female', 'MG Road', '4')`,
      [longName, 'S'.repeat(250)],
    );
    await client.query(`insert into brands (brand_name) values ($1), ($2), ($3), ('Whisper')`, [
      `${'B'.repeat(60)}x`,
      `${'B'.repeat(60)}y`,
      `${'C'.repeat(59)}  and more`,
    ]);

    await run(TRIM_TAG);

    const users = await client.query<{ phone_number: string; full_name: string; street: string; plot_number: string }>(
      'select phone_number, full_name, street, plot_number from users order by phone_number',
    );
    expect(users.rows[0]!.full_name).toBe(longName.slice(0, 100));
    expect(users.rows[0]!.street).toHaveLength(200);
    expect(users.rows[0]!.plot_number).toBe('12');
    expect(users.rows[1]).toMatchObject({ full_name: 'Meena Iyer', street: 'MG Road', plot_number: '4' });
    // Two brands that would be cut to one name: neither is cut (the name is unique), the owner renames one.
    // The space left at the cut goes too.
    const brands = await client.query<{ brand_name: string }>('select brand_name from brands order by brand_name');
    expect(brands.rows.map((row) => row.brand_name)).toEqual([`${'B'.repeat(60)}x`, `${'B'.repeat(60)}y`, 'C'.repeat(59), 'Whisper']);

    const audit = await client.query<{ action: string; details: string }>('select action, details from audit_log order by details');
    expect(audit.rows).toEqual([
      { action: 'text trimmed', details: 'brands: 1 row(s) cut to the length limits (brand_name 60)' },
      {
        action: 'text trimmed',
        details: 'users: 1 row(s) cut to the length limits (full_name 100, plot_number 100, street 200, address 255)',
      },
    ]);
    // And the repeat orders now keep the key of a double tap.
    const columns = await client.query(
      `select 1 from information_schema.columns where table_name = 'repeats' and column_name = 'idempotency_key'`,
    );
    expect(columns.rows).toHaveLength(1);
  });
});
