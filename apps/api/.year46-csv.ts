import { indiaDay, indiaDayBounds } from '@padstore/domain';
import { openDatabase } from './src/db/client.js';
import { cashDay, dayOrders } from './src/modules/cash/cash-service.js';
import { offersUsedInBranch } from './src/modules/offers/offers-console-service.js';
import { dayCsv } from './src/modules/cash/day-export.js';
const url = process.argv[2]!;
const db = await openDatabase({ databaseUrl: url, poolSize: 4 });
const { rows } = (await db.db.execute('select id from branches order by created_at, name limit 1' as never)) as unknown as { rows: { id: string }[] };
const branch = rows[0]!.id;
const day = process.argv[3] ?? indiaDay(new Date());
const t = async (name: string, f: () => Promise<unknown>) => {
  const xs: number[] = [];
  let out: unknown;
  for (let i = 0; i < 9; i++) { const b = performance.now(); out = await f(); xs.push(performance.now() - b); }
  xs.sort((a, b) => a - b);
  console.log(name.padEnd(12), xs[4]!.toFixed(1), 'ms median', Array.isArray(out) ? `${out.length} rows` : '');
  return out;
};
const orders = (await t('dayOrders', () => dayOrders(db.db, branch, day))) as Awaited<ReturnType<typeof dayOrders>>;
const money = (await t('cashDay', () => cashDay(db.db, branch, day))) as Awaited<ReturnType<typeof cashDay>>;
await t('offers', () => offersUsedInBranch(db.db, branch, indiaDayBounds(day)));
await t('csv text', async () => dayCsv(orders, money, []));
await t('all', async () => { const [m, o, f] = await Promise.all([cashDay(db.db, branch, day), dayOrders(db.db, branch, day), offersUsedInBranch(db.db, branch, indiaDayBounds(day))]); return dayCsv(o, m, f); });
await db.close();
