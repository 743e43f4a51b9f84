import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDay, ORDER_MESSAGES, REPEAT_MESSAGES, REPEAT_NOTICES } from '@padstore/domain';
import * as schema from '../../db/schema.js';
import { createCustomer, createTestStore, customerId, deliverOrder, demoProduct, newPhone, type TestStore } from '../../test/harness.js';

/**
 * Issue 44: one account (or one door) cannot empty a branch's shelves. The limits as a shop sets them
 * (here the defaults: 5 repeat orders, 3 open orders and 20 packs per customer and per door), each said
 * plainly when hit, and the 08:00 run of repeat orders skipping what would break one, telling her.
 */
type Headers = Record<string, string>;
const adminPhone = newPhone();
let store: TestStore;
let admin: Headers;
let product: { id: string };

beforeAll(async () => {
  store = await createTestStore({
    env: { ADMIN_PHONES: adminPhone, REPEATS_PER_CUSTOMER: '5', OPEN_ORDERS_PER_CUSTOMER: '3', OPEN_PACKS_PER_CUSTOMER: '20' },
  });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
  product = await demoProduct(store, 'Whisper Ultra Clean');
  await store.database.db.update(schema.branchStock).set({ quantity: 10_000 }).where(eq(schema.branchStock.productId, product.id));
});
afterAll(() => store.close());

let doors = 0;
const ownDoor = () => ({ plotNumber: `${(doors += 1)}B`, street: 'Church Street' });

const buy = (headers: Headers, door: { plotNumber: string; street: string }, quantity = 1, extra: Headers = {}) =>
  store.app.inject({
    method: 'POST',
    url: `/api/user/directBuy/${product.id}`,
    headers: { ...headers, ...extra },
    payload: {
      deliveryAddress: { name: 'Asha Rao', address: 'MG Road, Bengaluru', pinCode: '560001', ...door },
      paymentMode: true,
      quantity,
    },
  });

describe('open cash-on-delivery orders', () => {
  it('takes 3 open orders from one customer, refuses a 4th with 409 saying why, and takes it once one is delivered', async () => {
    const { headers } = await createCustomer(store);
    const door = ownDoor();
    const placed: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await buy(headers, index === 0 ? door : ownDoor());
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json().order._id as string);
    }
    const fourth = await buy(headers, ownDoor());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ message: ORDER_MESSAGES.tooManyOpenOrders(3), limit: 'openOrders' });
    expect(fourth.json().message).toBe('You already have 3 orders on their way. Please receive one before you order again.');

    await deliverOrder(store, admin, placed[0]!);
    expect((await buy(headers, ownDoor())).statusCode).toBe(201);
  });

  it('says so in Hindi to a customer reading Hindi', async () => {
    const { headers } = await createCustomer(store);
    for (let index = 0; index < 3; index += 1) expect((await buy(headers, ownDoor())).statusCode).toBe(201);
    const refused = await buy(headers, ownDoor(), 1, { 'accept-language': 'hi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('आपके 3 ऑर्डर पहले से रास्ते में हैं। दोबारा ऑर्डर करने से पहले कृपया उनमें से एक ले लें।');
  });

  it('holds at most 20 packs on their way to one customer', async () => {
    const { headers } = await createCustomer(store);
    expect((await buy(headers, ownDoor(), 21)).json()).toMatchObject({ message: ORDER_MESSAGES.tooManyOpenPacks(20), limit: 'openPacks' });
    expect((await buy(headers, ownDoor(), 15)).statusCode).toBe(201);
    const over = await buy(headers, ownDoor(), 6);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ORDER_MESSAGES.tooManyOpenPacks(20));
    expect((await buy(headers, ownDoor(), 5)).statusCode).toBe(201);
  });

  it('counts a door however it is written, whoever orders to it', async () => {
    const plot = `${(doors += 1)}`;
    const spellings = [
      { plotNumber: `No. ${plot}`, street: 'M.G. Rd' },
      { plotNumber: plot, street: 'Mahatma Gandhi Road' },
      { plotNumber: plot.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit))), street: 'МG Road' },
    ];
    for (const door of spellings) {
      const { headers } = await createCustomer(store);
      expect((await buy(headers, door)).statusCode).toBe(201);
    }
    const neighbour = await createCustomer(store);
    const refused = await buy(neighbour.headers, { plotNumber: plot, street: 'MG Road' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: ORDER_MESSAGES.tooManyOpenOrdersAtDoor(3), limit: 'openOrders' });
    expect((await buy(neighbour.headers, ownDoor())).statusCode).toBe(201);
  });

  it('holds at most 20 packs on their way to one door', async () => {
    const door = ownDoor();
    const first = await createCustomer(store);
    expect((await buy(first.headers, door, 18)).statusCode).toBe(201);
    const second = await createCustomer(store);
    const refused = await buy(second.headers, { ...door, street: 'Church St' }, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.tooManyOpenPacksAtDoor(20));
    expect((await buy(second.headers, door, 2)).statusCode).toBe(201);
  });

  it('lets only 3 of 8 orders placed at once by one customer through', async () => {
    const { headers } = await createCustomer(store);
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(headers, ownDoor())));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
  });
});

const today = indiaDay(new Date());
const repeatBody = (firstDeliveryOn = addDays(today, 10)) => ({
  items: [{ productId: product.id, quantity: 2 }],
  everyDays: 28,
  firstDeliveryOn,
  askFirst: false,
});
const startRepeat = (headers: Headers, firstDeliveryOn?: string) =>
  store.app.inject({ method: 'POST', url: '/api/user/repeats', headers, payload: repeatBody(firstDeliveryOn) });

describe('repeat orders', () => {
  it('sets up 5 per customer, refuses a 6th with 409 saying why (a paused one counts), and takes it once one is stopped', async () => {
    const { headers } = await createCustomer(store);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const created = await startRepeat(headers);
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().repeat._id as string);
    }
    const paused = await store.app.inject({ method: 'PUT', url: `/api/user/repeats/${ids[0]}`, headers, payload: { action: 'pause' } });
    expect(paused.statusCode, paused.body).toBe(200);
    const sixth = await startRepeat(headers);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(REPEAT_MESSAGES.tooManyRepeats(5));
    const stopped = await store.app.inject({ method: 'DELETE', url: `/api/user/repeats/${ids[1]}`, headers });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await startRepeat(headers)).statusCode).toBe(201);
  });

  it('lets only 5 of 12 asked for at once through', async () => {
    const { headers } = await createCustomer(store);
    const answers = await Promise.all(Array.from({ length: 12 }, () => startRepeat(headers)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5 + 2);
  });

  it('the 08:00 run skips a delivery that would break a limit, tells her why, and moves on', async () => {
    const first = addDays(today, 7);
    const customer = await createCustomer(store);
    const userId = await customerId(store, customer.headers);
    const created = await startRepeat(customer.headers, first);
    expect(created.statusCode, created.body).toBe(201);
    const repeatId = created.json().repeat._id as string;
    for (let index = 0; index < 3; index += 1) expect((await buy(customer.headers, ownDoor())).statusCode).toBe(201);

    await store.app.repeats.run(new Date(`${first}T08:00:00+05:30`));
    const db = store.database.db;
    expect(await db.select().from(schema.orders).where(eq(schema.orders.repeatId, repeatId))).toEqual([]);
    const [run] = await db
      .select()
      .from(schema.repeatRuns)
      .where(and(eq(schema.repeatRuns.repeatId, repeatId), eq(schema.repeatRuns.deliveryOn, first)));
    expect(run).toMatchObject({ outcome: 'failed', reason: 'overLimit' });
    const told = (await db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId))).filter(
      (row) => row.repeatAction === 'order-now',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(REPEAT_NOTICES.refusal.overLimit);
    const [repeat] = await db.select().from(schema.repeats).where(eq(schema.repeats.id, repeatId));
    expect(repeat!.nextDeliveryOn).toBe(addDays(first, 28));
  });
});
