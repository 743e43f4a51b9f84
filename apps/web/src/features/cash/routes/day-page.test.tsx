import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashDayAnswer, PrepaidOrderAnswer, RiderCashAnswer, RiderDayOrderAnswer } from '@padstore/domain';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, holdAnswer, renderPage } from '../../../test/render';
import { DayPage } from './day-page';

const DAY = '2026-11-25';
/** How many orders the day page says Ravi delivered. */
let orderCount = 1;

function rider(handedIn: number, collected = 500): RiderCashAnswer {
  return {
    _id: 'r1',
    name: 'Ravi Kumar',
    orderCount,
    shortOrderCount: 0,
    handIns: handedIn
      ? [{ _id: 'h1', kind: 'cash', reverses: null, reversed: false, amount: handedIn, note: '', at: `${DAY}T07:00:00Z`, by: 'Meena Iyer' }]
      : [],
    cashCollected: collected,
    upiCollected: 0,
    handedIn,
    writtenOff: 0,
    difference: collected - handedIn,
    short: 0,
    collectedAfterClose: 0,
    owedTo: null,
  };
}

function day(handedIn: number, outForDelivery = 0): CashDayAnswer {
  const one = rider(handedIn);
  return {
    day: DAY,
    branch: { _id: 'b1', name: 'Bengaluru Central' },
    riders: [one],
    totals: {
      cashCollected: 500,
      upiCollected: 120,
      handedIn,
      writtenOff: 0,
      difference: one.difference,
      short: 0,
      collectedAfterClose: 0,
      paidOnline: 0,
      refunds: 0,
      taken: 620,
    },
    prepaidCount: 0,
    outForDelivery,
    closed: null,
  };
}

/** A closed day whose rider then collected ₹248 more: booked to the next day, shown here as owed to it. */
function lateCashDay(): CashDayAnswer {
  const settled = { ...rider(500), collectedAfterClose: 248, owedTo: '2026-11-26' };
  return {
    ...day(500),
    riders: [settled],
    totals: { ...day(500).totals, collectedAfterClose: 248 },
    closed: { at: `${DAY}T15:30:00Z`, by: 'Meena Iyer' },
  };
}

/** A busy day's orders paid online, the latest first: one cancelled and refunded, one kept, and 50 paid earlier. */
const PREPAID_ORDERS: PrepaidOrderAnswer[] = [
  {
    orderNumber: 'PS-1002',
    status: 'cancelled',
    paymentId: 'pay_Refunded02',
    method: 'card',
    amount: 199,
    paidAt: `${DAY}T06:00:00Z`,
    refund: { amount: 199, state: 'refunded', refundId: 'rfnd_Done03' },
  },
  {
    orderNumber: 'PS-1001',
    status: 'delivered',
    paymentId: 'pay_KeptUpi01',
    method: 'upi',
    amount: 248,
    paidAt: `${DAY}T05:00:00Z`,
    refund: null,
  },
  ...Array.from({ length: 50 }, (_, index) => ({
    orderNumber: `PS-${900 - index}`,
    status: 'delivered',
    paymentId: `pay_Earlier${index}`,
    method: 'upi',
    amount: 100,
    paidAt: new Date(Date.parse(`${DAY}T04:00:00Z`) - index * 60_000).toISOString(),
    refund: null,
  })),
];

/** A settled day with those orders paid online: 52, ₹5,248 kept and ₹199 refunded. */
function prepaidDay(): CashDayAnswer {
  const settled = day(500);
  return { ...settled, prepaidCount: 52, totals: { ...settled.totals, paidOnline: 5248, refunds: 199, taken: 5868 } };
}

/** Ravi's orders of the day, the latest first: 50 a page, as the API pages them. */
const RAVI_ORDERS: RiderDayOrderAnswer[] = Array.from({ length: 53 }, (_, index) => ({
  orderNumber: `PS-${2000 - index}`,
  paidBy: index === 0 ? 'upi' : 'cash',
  due: 407,
  received: index === 1 ? 400 : 407,
  upiReference: index === 0 ? '412345678901' : null,
  note: index === 1 ? 'Had only this much' : '',
  at: new Date(Date.parse(`${DAY}T12:00:00Z`) - index * 60_000).toISOString(),
}));

/** The fake's page of a list after the cursor it was sent (the cursor is the index of the next one), 50 a page. */
function pageOf<T>(list: T[], older: string | null) {
  const start = older ? Number(older) : 0;
  const next = start + 50 < list.length ? String(start + 50) : null;
  return { orders: list.slice(start, start + 50), older: next };
}

let calls: ReturnType<typeof answerApi>;
/** Ravi's orders refused (his branch no longer hers), the answer held back until the test sends it. */
let refusal: ReturnType<typeof holdAnswer<{ status: 404; body: { message: string } }>> | null = null;
let withPrepaid = false;
let handedIn = 0;
let out = 0;
let closedWithLateCash = false;

beforeEach(() => {
  handedIn = 0;
  out = 0;
  closedWithLateCash = false;
  withPrepaid = false;
  refusal = null;
  orderCount = 1;
  sessionStorage.setItem('token', 'a-token-of-a-manager-00000');
  calls = answerApi({
    'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Meena Iyer', role: 'manager' } } }),
    'GET admin/me': () => ({
      body: {
        role: 'manager',
        name: 'Meena Iyer',
        phoneNumber: 9700000013,
        branches: [{ _id: 'b1', name: 'Bengaluru Central' }],
        onShift: false,
      },
    }),
    'GET admin/promise-kept': () => ({ body: { day: DAY, branches: [] } }),
    'GET admin/cash/branches/{id}/days/{date}': () => ({
      body: closedWithLateCash ? lateCashDay() : withPrepaid ? prepaidDay() : day(handedIn, out),
    }),
    'GET admin/cash/branches/{id}/days/{date}/riders/{riderId}/orders': () =>
      refusal ? refusal.answer() : { body: pageOf(RAVI_ORDERS, calls.at(-1)!.search.get('older')) },
    'GET admin/cash/branches/{id}/days/{date}/prepaid': () => ({ body: pageOf(PREPAID_ORDERS, calls.at(-1)!.search.get('older')) }),
    'POST admin/cash/branches/{id}/days/{date}/hand-ins': (body) => {
      handedIn += (body as { amount: number }).amount;
      return { status: 201, body: { message: 'Cash taken in' } };
    },
    'POST admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal': () => {
      handedIn = 0;
      return { status: 201, body: { message: 'Entry reversed' } };
    },
    'POST admin/cash/branches/{id}/days/{date}/close': () => ({ body: { message: 'Day closed' } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const openDay = () => renderPage(<DayPage />, `/console/day?date=${DAY}&branchId=b1`);

describe("the branch's day", () => {
  it('offers what is still owed after a partial hand-in, not the amount just taken in', async () => {
    openDay();
    const amount = await screen.findByLabelText('Amount (₹)');
    expect(amount).toHaveValue('500');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Take cash in' }));
    await waitFor(() => expect(screen.getByText('₹300 still with the rider')).toBeInTheDocument());
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('300');
  });

  it('asks before closing the day and says what it locks; nothing is closed until the manager confirms', async () => {
    handedIn = 500;
    openDay();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Close Bengaluru Central's day 25 Nov 2026?");
    expect(dialog).toHaveTextContent("This locks the day's cash: ₹500 in cash and ₹120 by UPI");
    expect(calls.some((call) => call.path.endsWith('/close'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close the day' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/close'))).toHaveLength(1));
  });

  it('lists the orders paid online apart, with their payment ids and refunds, a page at a time, and says what Taken counts', async () => {
    withPrepaid = true;
    openDay();
    const list = await screen.findByRole('list', { name: 'Orders paid online' });
    const card = screen.getByRole('heading', { name: 'Paid online' }).closest('div')!.parentElement!;
    expect(card).toHaveTextContent('52 orders · ₹5,248 kept · ₹199 refunded or being refunded');
    expect(list).toHaveTextContent('pay_KeptUpi01');
    expect(list).toHaveTextContent('pay_Refunded02');
    expect(list).toHaveTextContent('refunded ₹199 rfnd_Done03');
    // The latest first, 50 a page; 'Older payments' reads the rest, and goes once there are none.
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('#PS-1002');
    await userEvent.click(within(card).getByRole('button', { name: 'Older payments' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(52));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('#PS-851');
    expect(within(card).queryByRole('button', { name: 'Older payments' })).toBeNull();
    expect(screen.getByText(/cash and UPI collected at the door, and paid online less refunds/)).toHaveTextContent('Taken: ₹5,868');
    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Paid online, apart: 52 orders, ₹5,248 kept and ₹199 refunded.');
  });

  it('asks for no payments on a day without any paid online', async () => {
    openDay();
    await screen.findByLabelText('Amount (₹)');
    expect(screen.queryByRole('heading', { name: 'Paid online' })).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('/prepaid'))).toHaveLength(0);
  });

  it('counts in words that agree with the number', async () => {
    handedIn = 500;
    out = 1;
    openDay();
    expect(await screen.findByText(/^1 order is still out for delivery/)).toBeInTheDocument();
    expect(screen.getByText('1 order, 1 entry')).toBeInTheDocument();
  });

  it('asks before taking in more than the rider owes, saying the difference; nothing is recorded until confirmed', async () => {
    openDay();
    const amount = await screen.findByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '815');
    await userEvent.click(screen.getByRole('button', { name: 'Take cash in' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('₹315 more than Ravi Kumar owes. Take it in?');
    expect(calls.some((call) => call.path.endsWith('/hand-ins'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the amount' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/hand-ins'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Take cash in' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Take ₹815 in' }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/hand-ins'))).toHaveLength(1));
    expect(calls.find((call) => call.path.endsWith('/hand-ins'))?.body).toMatchObject({ amount: 815, confirmOverpay: true });
  });

  it('takes in the exact amount owed without asking', async () => {
    openDay();
    await screen.findByLabelText('Amount (₹)');
    await userEvent.click(screen.getByRole('button', { name: 'Take cash in' }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/hand-ins'))).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.path.endsWith('/hand-ins'))?.body).toMatchObject({ amount: 500, confirmOverpay: false });
  });

  it('offers what is still owed once a hand-in is reversed', async () => {
    handedIn = 500;
    openDay();
    expect(await screen.findByText('Settled')).toBeInTheDocument();
    await userEvent.click(screen.getByText('1 order, 1 entry'));
    await userEvent.click(screen.getByRole('button', { name: 'Reverse' }));
    await userEvent.type(screen.getByLabelText('Why the entry of ₹500 is reversed'), 'Counted twice');
    await userEvent.click(screen.getByRole('button', { name: 'Reverse it' }));
    expect(await screen.findByLabelText('Amount (₹)')).toHaveValue('500');
  });

  it("reads a rider's orders only once they are opened, the latest first, and the older ones a page at a time", async () => {
    orderCount = RAVI_ORDERS.length;
    openDay();
    const summary = await screen.findByText('53 orders, 0 entries');
    expect(calls.some((call) => call.path.endsWith('/orders'))).toBe(false);
    await userEvent.click(summary);
    const orders = await screen.findByRole('list', { name: "Ravi Kumar's orders" });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(50);
    expect(within(orders).getAllByRole('listitem')[0]).toHaveTextContent('#PS-2000 · UPI 412345678901');
    expect(within(orders).getAllByRole('listitem')[1]).toHaveTextContent('Had only this much');
    expect(within(orders).getAllByRole('listitem')[1]).toHaveTextContent('₹400 of ₹407, ₹7 short');
    const asked = calls.filter((call) => call.path.endsWith('/orders'));
    expect(asked.map((call) => [call.path, call.search.get('older')])).toEqual([
      ['admin/cash/branches/b1/days/2026-11-25/riders/r1/orders', null],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Older orders' }));
    await waitFor(() => expect(within(orders).getAllByRole('listitem')).toHaveLength(53));
    expect(within(orders).getAllByRole('listitem')[52]).toHaveTextContent('#PS-1948');
    expect(calls.filter((call) => call.path.endsWith('/orders')).map((call) => call.search.get('older'))).toEqual([null, '50']);
    expect(screen.queryByRole('button', { name: 'Older orders' })).toBeNull();
  });

  it("says so when a rider's orders cannot be read, and reads them again when asked", async () => {
    refusal = holdAnswer();
    openDay();
    await userEvent.click(await screen.findByText('1 order, 0 entries'));
    expect(screen.getByText("Reading Ravi Kumar's orders…")).toBeInTheDocument();
    refusal.release({ status: 404, body: { message: 'Branch not found' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Branch not found');
    refusal = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: "Ravi Kumar's orders" })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows cash collected after the close on the closed day as owed to the next day, with a way there', async () => {
    closedWithLateCash = true;
    openDay();
    expect(await screen.findByText('Settled for this day')).toBeInTheDocument();
    expect(screen.getByText(/₹248 collected after the day was closed: owed to 26 Nov 2026, where it is taken in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open 26 Nov 2026' })).toHaveAttribute('href', expect.stringContaining('date=2026-11-26'));
    expect(screen.queryByLabelText('Amount (₹)')).toBeNull();
  });
});
