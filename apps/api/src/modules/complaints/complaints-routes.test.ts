import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_MESSAGES, complaintDeadlines, ORDER_MESSAGES } from '@padstore/domain';
import * as schema from '../../db/schema.js';
import { buyProduct, createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';

const adminPhone = newPhone();
let store: TestStore;
let admin: Awaited<ReturnType<typeof createCustomer>>;
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = await createCustomer(store, { phoneNumber: Number(adminPhone) });
});
afterAll(() => store.close());

type Headers = Record<string, string>;
const raise = (headers: Headers, payload: object) => store.app.inject({ method: 'POST', url: '/api/user/complaints', headers, payload });
const mine = async (headers: Headers) => (await store.app.inject({ url: '/api/user/complaints', headers })).json().complaints;
const desk = async (query = '') =>
  (await store.app.inject({ url: `/api/admin/complaints${query}`, headers: admin.headers })).json().complaints;
const answer = (id: string, payload: object) =>
  store.app.inject({ method: 'PUT', url: `/api/admin/complaints/${id}`, headers: admin.headers, payload });

describe('raising a complaint', () => {
  it('answers 201 with a ticket number at once, about one of her orders or none', async () => {
    const asha = await createCustomer(store);
    const product = await demoProduct(store, 'Whisper Ultra Clean');
    const order = await buyProduct(store, asha.headers, product.id);
    const about = await raise(asha.headers, { subject: 'Pack arrived torn', orderId: order.id, message: 'The outer pack was torn open.' });
    expect(about.statusCode).toBe(201);
    expect(about.json()).toEqual({
      complaint: { _id: expect.any(String), ticketNumber: expect.stringMatching(/^GRV-\d{6}$/), status: 'open' },
    });
    const general = await raise(asha.headers, { subject: 'Website', message: 'The site was slow this morning.' });
    expect(general.statusCode).toBe(201);
    expect(general.json().complaint.ticketNumber).not.toBe(about.json().complaint.ticketNumber);
    const listed = await mine(asha.headers);
    expect(listed.map((complaint: { subject: string }) => complaint.subject)).toEqual(['Website', 'Pack arrived torn']);
    expect(listed[1]).toMatchObject({ orderNumber: order.orderNumber, status: 'open', statusLabel: 'Open', replies: [] });
    const notes = (await store.app.inject({ url: '/api/user/notification/getUnreadNotification', headers: asha.headers })).body;
    expect(notes).toContain(about.json().complaint.ticketNumber);
  });

  it('gives each of her complaint notifications the complaint, which tapping it opens, and not an order', async () => {
    const asha = await createCustomer(store);
    const order = await buyProduct(store, asha.headers, (await demoProduct(store, 'Whisper Ultra Clean')).id);
    const raised = (
      await raise(asha.headers, { subject: 'Pack arrived torn', orderId: order.id, message: 'The outer pack was torn open.' })
    ).json().complaint;
    await answer(raised._id, { status: 'acknowledged', reply: 'We are looking into it.', version: 1 });
    await answer(raised._id, { status: 'resolved', reply: 'A new pack is on its way.', version: 2 });
    const notes = (await store.app.inject({ url: '/api/user/notification/getUnreadNotification', headers: asha.headers })).json()
      .notifications as { title: string; complaintId: string | null; orderId: string | null }[];
    const aboutIt = notes.filter((note) => note.title.startsWith('Complaint'));
    expect(aboutIt.map((note) => note.title).sort()).toEqual(['Complaint acknowledged', 'Complaint registered', 'Complaint resolved']);
    for (const note of aboutIt) expect(note).toMatchObject({ complaintId: raised._id, orderId: null });
    expect(notes.filter((note) => !note.title.startsWith('Complaint')).every((note) => note.complaintId === null)).toBe(true);
  });

  it("checks the fields, refuses another customer's order, and is for signed-in customers", async () => {
    const asha = await createCustomer(store);
    const meera = await createCustomer(store);
    const product = await demoProduct(store, 'Nua Ultra Thin');
    const hers = await buyProduct(store, meera.headers, product.id);
    expect((await raise(asha.headers, { subject: '', message: 'Something went wrong here' })).json().message).toBe(
      COMPLAINT_MESSAGES.subjectRequired,
    );
    expect((await raise(asha.headers, { subject: 'Late', message: 'short' })).json().message).toBe(COMPLAINT_MESSAGES.messageTooShort);
    const foreign = await raise(asha.headers, { subject: 'Late', orderId: hers.id, message: 'My order came late.' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ORDER_MESSAGES.orderNotFound);
    expect((await raise({}, { subject: 'Late', message: 'My order came late.' })).statusCode).toBe(401);
    expect(await mine(meera.headers)).toEqual([]);
  });
});

describe('the grievance desk', () => {
  it('lists complaints with the 48-hour and one-month clocks, flags overdue ones, and replies reach her', async () => {
    const asha = await createCustomer(store, { fullName: 'Asha Grievance' });
    const raised = (await raise(asha.headers, { subject: 'Wrong size', message: 'I got L instead of XL.' })).json().complaint;
    const listed = (await desk()).find((complaint: { _id: string }) => complaint._id === raised._id);
    const { acknowledgeBy, resolveBy } = complaintDeadlines(new Date(listed.createdAt));
    expect(listed).toMatchObject({
      customer: 'Asha Grievance',
      phoneNumber: asha.phoneNumber,
      status: 'open',
      acknowledgeBy: acknowledgeBy.toISOString(),
      resolveBy: resolveBy.toISOString(),
      acknowledgeOverdue: false,
      resolveOverdue: false,
    });
    expect(new Date(listed.acknowledgeBy).getTime() - new Date(listed.createdAt).getTime()).toBe(48 * 3600 * 1000);

    // Three days later, still open: the acknowledgement is overdue.
    await store.database.db.execute(sql`update complaints set created_at = created_at - interval '3 days' where id = ${raised._id}`);
    expect((await desk('?status=open')).find((complaint: { _id: string }) => complaint._id === raised._id).acknowledgeOverdue).toBe(true);

    const acknowledged = await answer(raised._id, { status: 'acknowledged', version: listed.version });
    expect(acknowledged.json()).toEqual({ status: 'acknowledged', version: listed.version + 1 });
    expect((await answer(raised._id, { status: 'resolved', version: listed.version + 1 })).json().message).toBe(
      COMPLAINT_MESSAGES.replyRequired,
    );
    const stale = await answer(raised._id, { status: 'resolved', reply: 'Sorry', version: listed.version });
    expect(stale.statusCode).toBe(409);
    const resolved = await answer(raised._id, {
      status: 'resolved',
      reply: 'We are sending the XL pack today and will collect the L one.',
      version: listed.version + 1,
    });
    expect(resolved.statusCode).toBe(200);
    expect((await answer(raised._id, { status: 'acknowledged', version: listed.version + 2 })).statusCode).toBe(409);

    const [hers] = await mine(asha.headers);
    expect(hers).toMatchObject({
      status: 'resolved',
      statusLabel: 'Resolved',
      replies: [{ message: 'We are sending the XL pack today and will collect the L one.' }],
    });
    expect(hers.acknowledgedAt).not.toBeNull();
    expect(hers.resolvedAt).not.toBeNull();
    const notes = await store.database.db
      .select()
      .from(schema.notifications)
      .where(
        eq(
          schema.notifications.userId,
          (await store.database.db.select().from(schema.complaints).where(eq(schema.complaints.id, raised._id)))[0]!.userId,
        ),
      );
    expect(notes.map((note) => note.title)).toEqual(
      expect.arrayContaining(['Complaint registered', 'Complaint acknowledged', 'Complaint resolved']),
    );
    expect(notes.find((note) => note.title === 'Complaint resolved')!.message).toContain('We are sending the XL pack today');
  });

  it("keeps the acknowledgement's reply when the resolution's comes, in order, for her and the desk", async () => {
    const asha = await createCustomer(store);
    const raised = (await raise(asha.headers, { subject: 'Late order', message: 'My order came two hours late.' })).json().complaint;
    await answer(raised._id, { status: 'acknowledged', reply: 'We are asking the branch what happened.', version: 1 });
    await answer(raised._id, { status: 'resolved', reply: 'The rider was held up; your express fee is refunded.', version: 2 });
    const [hers] = await mine(asha.headers);
    const words = ['We are asking the branch what happened.', 'The rider was held up; your express fee is refunded.'];
    expect(hers.replies.map((reply: { message: string }) => reply.message)).toEqual(words);
    const onDesk = (await desk()).find((complaint: { _id: string }) => complaint._id === raised._id);
    expect(onDesk.replies.map((reply: { message: string }) => reply.message)).toEqual(words);
    const exported = (await store.app.inject({ url: '/api/user/export', headers: asha.headers })).json();
    expect(exported.complaints[0].replies.map((reply: { message: string }) => reply.message)).toEqual(words);
  });

  it('is closed to customers', async () => {
    const customer = await createCustomer(store);
    expect((await store.app.inject({ url: '/api/admin/complaints', headers: customer.headers })).statusCode).toBe(403);
  });
});

describe('deadlines', () => {
  it('run a calendar month, ending on the last day of a shorter month', () => {
    expect(complaintDeadlines(new Date('2026-01-31T10:00:00Z')).resolveBy.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(complaintDeadlines(new Date('2026-11-23T10:00:00Z')).resolveBy.toISOString()).toBe('2026-12-23T10:00:00.000Z');
  });
});
