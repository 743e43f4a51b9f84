import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RiderDayAnswer, RiderDeliveryAnswer } from '@padstore/domain';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { RiderPage } from './rider-page';

const NOW = '2026-11-25T06:00:00Z';
const TAKEN_BACK =
  'Order PS1042 was taken back at the branch by Priya Sharma: do not hand it over. If you took cash for it, give the cash back to the customer, or hand it to Priya Sharma at the branch';
const CARRYING = 'You are still carrying order PS1042 (Asha): deliver it or bring it back to the branch before ending your shift';

const delivery: RiderDeliveryAnswer = {
  _id: 'o1',
  orderNumber: 'PS1042',
  status: 'out_for_delivery',
  deliveryType: 'express',
  placedAt: NOW,
  promisedTo: '2026-11-25T07:00:00Z',
  customerName: 'Asha Rao',
  address: '12, Church Street, MG Road, Bengaluru, 560001',
  pinCode: '560001',
  mapLink: 'https://maps.google.com/?q=MG+Road',
  paidOnline: false,
  amountToCollect: 248,
  discreetPackaging: false,
  packs: 1,
  dispatchedAt: NOW,
  upiLink: null,
};

let takenBack = false;
let prepaid = false;
let calls: ReturnType<typeof answerApi>;

function riderDay(): RiderDayAnswer {
  return {
    now: NOW,
    onShift: true,
    deliveries: takenBack ? [] : [prepaid ? { ...delivery, paidOnline: true, amountToCollect: 0 } : delivery],
    doneToday: [
      { orderNumber: 'PS1040', said: 'Delivered · cash ₹248', at: '2026-11-25T05:10:00Z' },
      { orderNumber: 'PS1039', said: 'Taken back at the branch', at: '2026-11-25T04:30:00Z' },
    ],
    doneTodayCount: 2,
    today: { delivered: [], cashCollected: 0, upiCollected: 0, cashHandedIn: 0, cashToHandIn: 0 },
  };
}

beforeEach(() => {
  takenBack = false;
  prepaid = false;
  sessionStorage.setItem('token', 'a-token-of-a-rider-0000000');
  calls = answerApi({
    'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Ravi Kumar', role: 'rider' } } }),
    'GET admin/me': () => ({
      body: {
        role: 'rider',
        name: 'Ravi Kumar',
        phoneNumber: 9700000014,
        branches: [{ _id: 'b1', name: 'Bengaluru Central' }],
        onShift: true,
      },
    }),
    'GET admin/rider/deliveries': () => ({ body: riderDay() }),
    'PUT admin/rider/shift': () => ({ status: 409, body: { message: CARRYING } }),
    'PUT admin/rider/deliveries/{id}/delivered': () => {
      takenBack = true;
      return { status: 409, body: { message: TAKEN_BACK } };
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the rider's screen", () => {
  it('says which order he still carries when the shift cannot end, until he has read it', async () => {
    renderPage(<RiderPage />, '/rider');
    await userEvent.click(await screen.findByRole('button', { name: 'End shift' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARRYING);
    expect(calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/shift'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the card away with who took the order back and what to do with the cash, not "Order not found"', async () => {
    renderPage(<RiderPage />, '/rider');
    await userEvent.click(await screen.findByRole('button', { name: 'Delivered' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN_BACK);
    await waitFor(() => expect(screen.queryByText('#PS1042')).toBeNull());
    expect(screen.queryByText('Order not found')).toBeNull();
  });

  it("an order paid online says 'Paid online: collect nothing' and is confirmed with no cash asked", async () => {
    prepaid = true;
    renderPage(<RiderPage />, '/rider');
    expect(await screen.findByText('Paid online: collect nothing')).toBeInTheDocument();
    expect(screen.queryByText(/Collect ₹/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(screen.queryByLabelText(/Cash received/)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path.endsWith('/delivered'))).toBe(true));
    expect(calls.find((call) => call.method === 'PUT' && call.path.endsWith('/delivered'))?.body).toEqual({ paidBy: 'online', note: '' });
  });

  it("lists only the open deliveries, today's ended ones apart under 'Done today', folded until opened", async () => {
    renderPage(<RiderPage />, '/rider');
    await screen.findByText('#PS1042');
    const done = screen.getByText('Done today (2)');
    expect(screen.getByRole('list', { name: 'Done today', hidden: true })).not.toBeVisible();
    await userEvent.click(done);
    const list = screen.getByRole('list', { name: 'Done today' });
    expect(list).toBeVisible();
    expect(list).toHaveTextContent('PS1040Delivered · cash ₹248 · 10:40 AM');
    expect(list).toHaveTextContent('PS1039Taken back at the branch · 10:00 AM');
    expect(screen.queryByRole('article', { name: /PS1040/ })).toBeNull();
  });
});
