import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modules = fileURLToPath(new URL('../modules/', import.meta.url));
const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file: file.split(path.sep).join('/'), source: readFileSync(path.join(modules, file), 'utf8') }));
const routeFiles = sources.filter(({ file }) => file.endsWith('-routes.ts'));

/** A call on the database or a transaction: a query, a write, a transaction, raw SQL. */
const DATABASE_CALL = /\b(?:db|tx)\s*\.\s*(?:select|insert|update|delete|transaction|execute|query|with|\$with)\b|\btx\s*\.|\bexecute\(/;

describe('files of HTTP routes', () => {
  it('are the files that register routes, each named *-routes.ts', () => {
    const registering = sources.filter(({ source }) => /\bapp\.(?:get|post|put|delete|patch|route)\(/.test(source)).map(({ file }) => file);
    expect(registering.length).toBeGreaterThan(10);
    expect(registering.filter((file) => !file.endsWith('-routes.ts'))).toEqual([]);
  });

  it('never call the database: they hand it to a service', () => {
    const offenders = routeFiles.flatMap(({ file, source }) =>
      source
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => DATABASE_CALL.test(line) || /db\/schema/.test(line))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check itself sees a database call', () => {
    expect(DATABASE_CALL.test('const rows = await app.db.select().from(orders);')).toBe(true);
    expect(DATABASE_CALL.test('await tx.insert(auditLog).values(entry);')).toBe(true);
    expect(DATABASE_CALL.test('async (request) => ({ orders: await findOrders(app.db, request.query) }),')).toBe(false);
  });
});
