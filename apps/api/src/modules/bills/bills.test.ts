import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, rupeesInHindiWords, rupeesInWords } from '@padstore/domain';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import * as schema from '../../db/schema.js';
import { connectChangeFeed } from '../../lib/change-feed.js';
import { ConsoleSmsProvider } from '../sms/console-sms-provider.js';
import {
  buyProduct,
  createCustomer,
  createTestStore,
  deliverOrder,
  demoProduct,
  newPhone,
  openTestDatabase,
  type TestStore,
} from '../../test/harness.js';
import { composeBill, financialYear, seriesOf } from './bill-content.js';
import { pdfText } from './pdf-text.js';
import { RELAXED_LIMITS } from '../../test/relaxed-limits.js';

describe('financial years', () => {
  it.each([
    ['2026-03-31T18:29:59Z', '2025-26'], // 23:59:59 on 31 March in India
    ['2026-03-31T18:30:00Z', '2026-27'], // midnight on 1 April in India
    ['2026-11-23T10:00:00Z', '2026-27'],
    ['2099-12-31T00:00:00Z', '2099-00'],
  ])('%s is in %s', (instant, year) => {
    expect(financialYear(new Date(instant))).toBe(year);
  });
  it('names the series after it', () => {
    expect(seriesOf(new Date('2026-11-23T10:00:00Z'))).toBe('PS/2026-27');
  });
});

describe('the kind of document', () => {
  const seller = {
    legalName: 'Pad Store Retail Private Limited',
    address: '12 Church Street, Bengaluru 560001',
    state: 'Karnataka' as const,
    gstin: '',
    grievanceOfficer: { name: 'Priya Sharma', designation: 'Grievance Officer', email: 'g@padstore.example', phone: '9000000000' },
  };
  const order = {
    orderNumber: 'PS1',
    createdAt: new Date('2026-11-20T05:00:00Z'),
    deliveredAt: new Date('2026-11-20T06:00:00Z'),
    deliveredToName: 'Asha',
    address: 'MG Road',
    plotNumber: '1',
    street: 'Church Street',
    pinCode: '560001',
    emergencyChargePaise: 5000,
    totalPaise: 11_200 + 5000,
  };
  const item = (gstRate: number) => ({
    productName: 'Pads',
    size: 'XL',
    quantity: 1,
    unitPricePaise: 11_200,
    hsnCode: '96190010',
    gstRate,
  });
  const compose = (gstin: string, gstRate: number, pinCode = '560001') =>
    composeBill({
      number: 'PS/2026-27/000001',
      issuedAt: order.deliveredAt,
      seller: { ...seller, gstin },
      order: { ...order, pinCode },
      items: [item(gstRate)],
    });

  it('is a Bill of Supply for a registered seller of exempt pads, an Invoice without a GSTIN, a Tax Invoice when a line is taxed', () => {
    expect(compose('29ABCDE1234F1Z5', 0).title).toBe('Bill of Supply');
    expect(compose('', 0).title).toBe('Invoice');
    expect(compose('', 12).title).toBe('Invoice');
    expect(compose('', 12).taxPaise).toBe(0);
    expect(compose('29ABCDE1234F1Z5', 12).title).toBe('Tax Invoice');
  });

  it('splits tax into CGST and SGST within the state, IGST to another, prices being inclusive', () => {
    const within = compose('29ABCDE1234F1Z5', 12);
    expect(within.lines[0]!.taxablePaise).toBe(10_000);
    expect(within.lines[0]!.taxes).toEqual([
      { name: 'CGST', rate: 6, paise: 600 },
      { name: 'SGST', rate: 6, paise: 600 },
    ]);
    const across = compose('29ABCDE1234F1Z5', 12, '400001');
    expect(across.placeOfSupply).toBe('Maharashtra');
    expect(across.lines[0]!.taxes).toEqual([{ name: 'IGST', rate: 12, paise: 1200 }]);
    expect(across.totalPaise).toBe(16_200);
    expect(across.totalInWords).toBe('Rupees One Hundred Sixty-Two Only');
  });
});

describe('a bill with an offer', () => {
  const seller = {
    legalName: 'Pad Store Retail Private Limited',
    address: '12 Church Street, Bengaluru 560001',
    state: 'Karnataka' as const,
    gstin: '29ABCDE1234F1Z5',
    grievanceOfficer: { name: 'Priya Sharma', designation: 'Grievance Officer', email: 'g@padstore.example', phone: '9000000000' },
  };
  it('shows the discount on each line it was spread over and works the GST out on the discounted value', () => {
    const bill = composeBill({
      number: 'PS/2026-27/000002',
      issuedAt: new Date('2026-11-20T06:00:00Z'),
      seller,
      order: {
        orderNumber: 'PS2',
        createdAt: new Date('2026-11-20T05:00:00Z'),
        deliveredAt: new Date('2026-11-20T06:00:00Z'),
        deliveredToName: 'Asha',
        address: 'MG Road',
        plotNumber: '1',
        street: 'Church Street',
        pinCode: '560001',
        emergencyChargePaise: 5_000,
        // ₹112 + ₹50 express, less ₹11.20 off the line (the express fee not discounted).
        totalPaise: 11_200 + 5_000 - 1_120,
        discountPaise: 1_120,
        emergencyDiscountPaise: 0,
        couponCode: 'SAVE10',
      },
      items: [
        { productName: 'Pads', size: 'XL', quantity: 1, unitPricePaise: 11_200, hsnCode: '96190010', gstRate: 12, discountPaise: 1_120 },
      ],
    });
    expect(bill.lines[0]).toMatchObject({ amountPaise: 11_200, discountPaise: 1_120, taxablePaise: 9_000 });
    expect(bill.lines[0]!.taxes).toEqual([
      { name: 'CGST', rate: 6, paise: 540 },
      { name: 'SGST', rate: 6, paise: 540 },
    ]);
    expect(bill).toMatchObject({ discountPaise: 1_120, couponCode: 'SAVE10', totalPaise: 15_080 });
    expect(bill.charges.find((charge) => charge.description === 'Emergency charge')?.discountPaise).toBeUndefined();
  });
});

describe('bills of delivered orders', () => {
  const adminPhone = newPhone();
  let store: TestStore;
  let admin: Awaited<ReturnType<typeof createCustomer>>;
  beforeAll(async () => {
    store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
    admin = await createCustomer(store, { phoneNumber: Number(adminPhone) });
  });
  afterAll(() => store.close());

  const invoice = (orderId: string, headers: Record<string, string>) => store.app.inject({ url: `/api/user/invoice/${orderId}`, headers });
  const setGstin = async (gstin: string) => {
    const current = (await store.app.inject({ url: '/api/admin/seller', headers: admin.headers })).json();
    const saved = await store.app.inject({
      method: 'PUT',
      url: '/api/admin/seller',
      headers: admin.headers,
      payload: { ...current.seller, gstin, version: current.version },
    });
    expect(saved.statusCode).toBe(200);
  };

  it('are refused before delivery (409) and for another customer (404)', async () => {
    const asha = await createCustomer(store);
    const meera = await createCustomer(store);
    const product = await demoProduct(store, 'Whisper Ultra Clean');
    const order = await buyProduct(store, asha.headers, product.id);
    const early = await invoice(order.id, asha.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PRIVACY_MESSAGES.invoiceNotReady);
    await deliverOrder(store, admin.headers, order.id);
    expect((await invoice(order.id, meera.headers)).statusCode).toBe(404);
    expect((await invoice(order.id, {})).statusCode).toBe(401);
    expect((await invoice(order.id, asha.headers)).statusCode).toBe(200);
  });

  it('are a PDF with the number, GSTIN, HSN, lines, charges, total in figures and words, read back by a PDF parser', async () => {
    await setGstin('29ABCDE1234F1Z5');
    const asha = await createCustomer(store, { fullName: 'Asha Bill' });
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    const order = await buyProduct(store, asha.headers, product.id, { quantity: 3, express: true, name: 'Asha Bill' });
    await deliverOrder(store, admin.headers, order.id);
    const response = await invoice(order.id, asha.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const [bill] = await store.database.db.select().from(schema.bills).where(eq(schema.bills.orderId, order.id));
    expect(bill!.number).toMatch(/^PS\/\d{4}-\d{2}\/\d{6}$/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bill-of-supply-${bill!.number.replace(/\//g, '-')}.pdf"`);
    const [row] = await store.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    const { text, title } = await pdfText(response.rawPayload);
    expect(title).toBe(`Bill of Supply ${bill!.number}`);
    expect(text).toContain('Bill of Supply');
    expect(text).toContain(`No. ${bill!.number}`);
    expect(text).toContain('GSTIN: 29ABCDE1234F1Z5');
    expect(text).toContain('96190010');
    expect(text).toContain('Asha Bill');
    expect(text).toContain(`Order number: ${order.orderNumber}`);
    expect(text).toContain('Place of supply: Karnataka');
    expect(text).toContain('Emergency charge');
    const rupees = (paise: number) => `${Math.floor(paise / 100).toLocaleString('en-IN')}.${String(paise % 100).padStart(2, '0')}`;
    expect(text).toContain(`Total: Rs. ${rupees(row!.totalPaise)}`);
    expect(text).toContain(rupees(product.pricePaise * 3));
    expect(text.replace(/\n/g, ' ')).toMatch(/Amount in words: Rupees [A-Z][A-Za-z -]+ Only/);

    // The same order always gives the same number and the same bytes, even after the seller's details change.
    await setGstin('');
    const again = await invoice(order.id, asha.headers);
    expect(Buffer.compare(again.rawPayload, response.rawPayload)).toBe(0);
    const fromConsole = await store.app.inject({ url: `/api/admin/orders/${order.id}/invoice`, headers: admin.headers });
    expect(fromConsole.statusCode).toBe(200);
    expect(Buffer.compare(fromConsole.rawPayload, response.rawPayload)).toBe(0);
  });

  it('prints a name and address in Devanagari and the other Indian scripts in embedded fonts, not as ???', async () => {
    const name = 'श्री क्षमा ज्ञानी';
    // Read back in the order the glyphs are drawn: no reph or i-matra here, which are drawn out of order.
    const street = 'गांधी नगर, कृष्णा कॉलोनी';
    // Telugu with conjuncts and vowel signs, which a font cut to the Telugu code points left blank.
    const address = 'বাংলা ਪੰਜਾਬ ગુજરાત ଓଡ଼ିଆ தமிழ் ಕನ್ನಡ മലയാളം రమ్య హైదరాబాద్ క్షేత్రం';
    const kshama = await createCustomer(store, { fullName: 'Kshama Gyani' });
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    const order = await buyProduct(store, kshama.headers, product.id, { name, street, address });
    await deliverOrder(store, admin.headers, order.id);
    const response = await invoice(order.id, kshama.headers);
    expect(response.statusCode).toBe(200);
    if (process.env.BILL_PDF_OUT)
      await import('node:fs/promises').then((fs) => fs.writeFile(process.env.BILL_PDF_OUT!, response.rawPayload));
    const { text } = await pdfText(response.rawPayload);
    // The parser splits shaped text at its own guesses of word gaps: compared without white space.
    // NFC: the font's map of a vowel sign drawn in two parts (ై) gives its two code points.
    const read = text.replace(/\s+/g, '').normalize('NFC');
    expect(read).not.toContain('?');
    for (const words of [name, street]) expect(read).toContain(words.replace(/\s+/g, ''));
    for (const word of address.split(' ')) expect(read).toContain(word);
    // Only the fonts the bill needs, each a subset: far below the 200-400 KB of the whole fonts.
    expect(response.rawPayload.length).toBeLessThan(250_000);
    const again = await invoice(order.id, kshama.headers);
    expect(Buffer.compare(again.rawPayload, response.rawPayload)).toBe(0);
  });

  it('gives a Hindi customer her bill with the Hindi beside each English label and the amount in Hindi words too', async () => {
    const asha = await createCustomer(store, { fullName: 'Asha Hindi' });
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    const order = await buyProduct(store, asha.headers, product.id, { quantity: 2, express: true, name: 'Asha Hindi' });
    await deliverOrder(store, admin.headers, order.id);
    const [row] = await store.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    const english = await invoice(order.id, asha.headers);
    const hindi = await invoice(order.id, { ...asha.headers, 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.statusCode).toBe(200);
    if (process.env.BILL_PDF_OUT) await import('node:fs/promises').then((fs) => fs.writeFile(process.env.BILL_PDF_OUT!, hindi.rawPayload));
    // Compared without white space: the parser splits shaped Devanagari at its own guesses of word gaps.
    const read = async (bytes: Uint8Array) => (await pdfText(bytes)).text.replace(/\s+/g, '').normalize('NFC');
    const said = await read(hindi.rawPayload);
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    // The parser reads some Devanagari marks out of drawing order (an i-matra before its consonant): Hindi is
    // compared by its letters without the vowel signs, viramas and the letters those marks are read as.
    const loose = (text: string) => squeeze(text).replace(/[\u093e-\u094d\u0901-\u0903\u0907\u0908\u0930]/g, '');
    for (const label of [
      'Bill to / बिल किसके नाम',
      'Pin code / पिन कोड',
      'Order number / ऑर्डर नंबर',
      'Delivered on / डिलीवरी की तारीख',
      'Place of supply / सप्लाई की जगह',
      'Payment / पेमेंट',
      'Total / कुल',
      'Emergency charge / इमरजेंसी चार्ज',
      'Amount in words / राशि शब्दों में',
    ]) {
      expect(loose(said), label).toContain(loose(label));
    }
    // The amount in English words, and in Hindi words too.
    expect(said).toContain(squeeze(rupeesInWords(row!.totalPaise)));
    expect(loose(said)).toContain(loose(rupeesInHindiWords(row!.totalPaise)));
    // English for an English reader; the console prints it in the language on her account.
    expect(await read(english.rawPayload)).not.toMatch(/[\u0900-\u097f]/);
    const fromConsole = await store.app.inject({ url: `/api/admin/orders/${order.id}/invoice`, headers: admin.headers });
    expect(await read(fromConsole.rawPayload)).not.toMatch(/[\u0900-\u097f]/);
    await store.database.db.update(schema.users).set({ language: 'hi' }).where(eq(schema.users.phoneNumber, asha.phoneNumber));
    const savedHindi = await store.app.inject({ url: `/api/admin/orders/${order.id}/invoice`, headers: admin.headers });
    expect(Buffer.compare(savedHindi.rawPayload, hindi.rawPayload)).toBe(0);
  });

  it('is titled Invoice without a GSTIN and Tax Invoice when a line is taxed', async () => {
    await setGstin('');
    const asha = await createCustomer(store);
    const product = await demoProduct(store, 'Nua Ultra Thin');
    const plain = await buyProduct(store, asha.headers, product.id);
    await deliverOrder(store, admin.headers, plain.id);
    expect((await pdfText((await invoice(plain.id, asha.headers)).rawPayload)).text).toContain('GSTIN: not registered');
    expect((await pdfText((await invoice(plain.id, asha.headers)).rawPayload)).title).toMatch(/^Invoice PS\//);

    await setGstin('29ABCDE1234F1Z5');
    await store.database.db.update(schema.products).set({ gstRate: 12 }).where(eq(schema.products.id, product.id));
    const taxed = await buyProduct(store, asha.headers, product.id);
    await deliverOrder(store, admin.headers, taxed.id);
    const { text, title } = await pdfText((await invoice(taxed.id, asha.headers)).rawPayload);
    expect(title).toMatch(/^Tax Invoice PS\//);
    expect(text).toMatch(/CGST 6% [\d.,]+, SGST 6% [\d.,]+/);
    await store.database.db.update(schema.products).set({ gstRate: 0 }).where(eq(schema.products.id, product.id));
  });

  it('numbers the bills of one financial year one after another, and an order delivered before bills existed gets one once', async () => {
    const asha = await createCustomer(store);
    const product = await demoProduct(store, 'Sofy Antibacteria');
    const numbers: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const order = await buyProduct(store, asha.headers, product.id);
      await deliverOrder(store, admin.headers, order.id);
      const [bill] = await store.database.db.select().from(schema.bills).where(eq(schema.bills.orderId, order.id));
      numbers.push(bill!.sequence);
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    // Delivered behind the bills' back, as orders delivered before this feature were.
    const order = await buyProduct(store, asha.headers, product.id);
    await store.database.db
      .update(schema.orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(schema.orders.id, order.id));
    const [first, second] = await Promise.all([invoice(order.id, asha.headers), invoice(order.id, asha.headers)]);
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const [bill] = await store.database.db.select().from(schema.bills).where(eq(schema.bills.orderId, order.id));
    expect(bill!.sequence).toBe(numbers[2]! + 1);
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('the series across two instances on one PostgreSQL', () => {
    it('gives 40 orders delivered at once from two instances the numbers 1 to 40 once each', async () => {
      const { database, url, drop } = await openTestDatabase();
      const adminPhone = newPhone();
      const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'padstore-test'), ADMIN_PHONES: adminPhone, ...RELAXED_LIMITS });
      const sms = new ConsoleSmsProvider(() => undefined);
      const apps: FastifyInstance[] = [];
      const feeds = [];
      try {
        for (let index = 0; index < 2; index += 1) {
          // Each instance has its own pool of connections to the server, as separate processes would.
          const own = index === 0 ? database : (await import('../../db/client.js')).openDatabase({ databaseUrl: url!, poolSize: 10 });
          const handle = await own;
          const changes = await connectChangeFeed(url!, handle);
          feeds.push({ changes, handle });
          const app = await buildApp({ config, database: handle, changes, sms, logger: false });
          await app.ready();
          apps.push(app);
        }
        const [one, other] = apps as [FastifyInstance, FastifyInstance];
        const stores = apps.map((app) => ({ app, database, sms, config, close: async () => undefined })) as [TestStore, TestStore];
        const admin = await createCustomer(stores[0], { phoneNumber: Number(adminPhone) });
        const customer = await createCustomer(stores[0]);
        const product = await demoProduct(stores[0], 'Whisper Ultra Clean');
        await database.db.update(schema.branchStock).set({ quantity: 1000 }).where(eq(schema.branchStock.productId, product.id));
        const orders = [];
        for (let index = 0; index < 40; index += 1) orders.push(await buyProduct(stores[0], customer.headers, product.id));
        // Every order up to out for delivery, then all delivered at once, alternating between the instances.
        for (const order of orders) {
          for (const status of ['confirmed', 'packed', 'out_for_delivery']) {
            const current = await one.inject({ url: `/api/admin/orders/${order.id}`, headers: admin.headers });
            await one.inject({
              method: 'PUT',
              url: `/api/admin/orders/${order.id}/status`,
              headers: admin.headers,
              payload: { status, version: current.json().order.version },
            });
          }
        }
        const versions = await Promise.all(
          orders.map(
            async (order) => (await one.inject({ url: `/api/admin/orders/${order.id}`, headers: admin.headers })).json().order.version,
          ),
        );
        const answers = await Promise.all(
          orders.map((order, index) =>
            (index % 2 ? other : one).inject({
              method: 'PUT',
              url: `/api/admin/orders/${order.id}/status`,
              headers: admin.headers,
              payload: { status: 'delivered', version: versions[index] },
            }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
        const rows = await database.db.select().from(schema.bills);
        expect(rows).toHaveLength(40);
        const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
        expect(sequences).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
        expect(new Set(rows.map((row) => row.number)).size).toBe(40);
        const [series] = await database.db.select().from(schema.documentSeries);
        expect(series!.lastNumber).toBe(40);
        // A delivery that fails after taking its number gives it back: the next bill is 41.
        const late = await buyProduct(stores[1], customer.headers, product.id);
        await expect(
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            const { nextInSeries } = await import('./bill-service.js');
            await nextInSeries(tx, series!.series);
            throw new Error('delivery failed');
          }),
        ).rejects.toThrow('delivery failed');
        await deliverOrder(stores[1], admin.headers, late.id);
        const [lateBill] = await database.db.select().from(schema.bills).where(eq(schema.bills.orderId, late.id));
        expect(lateBill!.sequence).toBe(41);
      } finally {
        for (const app of apps) await app.close();
        for (const { changes, handle } of feeds) {
          await changes.close();
          if (handle !== database) await handle.close();
        }
        await database.close();
        await drop();
      }
    });
  });
}
