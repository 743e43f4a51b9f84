import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FloorAnswer, FloorOrderAnswer } from '@padstore/domain';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, holdAnswer, renderRoutes, type FakeApi } from '../../../test/render';
import { FloorPage } from '../routes/floor-page';

const T = Date.parse('2026-11-23T05:30:00Z');

function order(overrides: Partial<FloorOrderAnswer>): FloorOrderAnswer {
  return {
    _id: 'o1',
    orderNumber: 'PS261123-AAAAAA',
    status: 'placed',
    deliveryType: 'express',
    placedAt: new Date(T).toISOString(),
    promisedFrom: new Date(T + 30 * 60_000).toISOString(),
    promisedTo: new Date(T + 60 * 60_000).toISOString(),
    discreetPackaging: false,
    customerName: 'Asha Rao',
    address: { plotNumber: '12', street: 'Church Street', line: 'MG Road, Bengaluru', pinCode: '560001' },
    items: [{ productId: 'p1', productName: 'Sofy Body Fit', size: 'XL', quantityInEachPack: 28, quantity: 2 }],
    paidOnline: false,
    amountToCollect: 478,
    rider: null,
    dispatchedAt: null,
    lastAttempt: null,
    version: 1,
    ...overrides,
  };
}

const RAVI = { _id: 'r1', name: 'Ravi Kumar', onShift: true, carrying: 1 };

/** The floor of a manager, with these orders on it, and the writes' fake answers. */
function floorWith(orders: FloorOrderAnswer[], writes: FakeApi) {
  const calls = answerApi({
    'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Meera Shah', role: 'manager' } } }),
    'GET admin/me': () => ({
      body: {
        role: 'manager',
        name: 'Meera Shah',
        phoneNumber: 9700000011,
        branches: [{ _id: 'b1', name: 'Bengaluru Central' }],
        onShift: false,
      },
    }),
    'GET admin/floor/branches/{id}': () => ({
      body: {
        now: new Date().toISOString(),
        branch: { _id: 'b1', name: 'Bengaluru Central' },
        orders,
        riders: [RAVI],
      } satisfies FloorAnswer,
    }),
    ...writes,
  });
  renderRoutes([{ path: '/floor/:branchId', element: <FloorPage /> }], '/floor/b1');
  return calls;
}

const writesOf = (calls: ReturnType<typeof answerApi>, path: string) => calls.filter((call) => call.method !== 'GET' && call.path === path);

beforeEach(() => sessionStorage.setItem('token', 'a-token-of-a-manager-0000'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('one tap, one action on the floor', () => {
  it('sends one Packed however quickly it is tapped twice, with an idempotency key, and the button is busy meanwhile', async () => {
    const held = holdAnswer<{ body: { message: string; version: number } }>();
    const calls = floorWith([order({})], { 'PUT admin/floor/orders/{id}/packed': held.answer });
    const card = await screen.findByRole('article', { name: 'Order PS261123-AAAAAA' });
    const packed = within(card).getByRole('button', { name: 'Packed' });
    fireEvent.click(packed);
    fireEvent.click(packed);
    expect(await within(card).findByRole('button', { name: 'Packing…' })).toBeDisabled();
    fireEvent.click(within(card).getByRole('button', { name: 'Packing…' }));
    await act(async () => held.release({ body: { message: 'Packed', version: 3 } }));
    const sent = writesOf(calls, 'admin/floor/orders/o1/packed');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each new tap its own key', async () => {
    const calls = floorWith([order({}), order({ _id: 'o2', orderNumber: 'PS261123-BBBBBB' })], {
      'PUT admin/floor/orders/{id}/packed': () => ({ body: { message: 'Packed', version: 3 } }),
    });
    for (const number of ['PS261123-AAAAAA', 'PS261123-BBBBBB']) {
      const card = await screen.findByRole('article', { name: `Order ${number}` });
      fireEvent.click(within(card).getByRole('button', { name: 'Packed' }));
    }
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.method === 'PUT');
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
  });
});

describe('irreversible floor actions ask first', () => {
  it("takes an order back only after 'Back at branch' is confirmed", async () => {
    const calls = floorWith([order({ status: 'out_for_delivery', rider: { _id: 'r1', name: 'Ravi Kumar' } })], {
      'PUT admin/floor/orders/{id}/back-at-branch': () => ({ body: { message: 'Back at the branch', version: 5 } }),
    });
    const card = await screen.findByRole('article', { name: 'Order PS261123-AAAAAA' });
    fireEvent.click(within(card).getByRole('button', { name: 'Back at branch' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Take order PS261123-AAAAAA back?');
    expect(writesOf(calls, 'admin/floor/orders/o1/back-at-branch')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it out' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(calls, 'admin/floor/orders/o1/back-at-branch')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Back at branch' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Yes, back at branch' }));
    fireEvent.click(within(again).getByRole('button', { name: /back at branch|Taking back/ }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesOf(calls, 'admin/floor/orders/o1/back-at-branch')).toHaveLength(1);
  });

  it("cancels an order that came back only after 'Cancel order (stock returns)' is confirmed", async () => {
    const calls = floorWith(
      [
        order({
          status: 'packed',
          lastAttempt: { reason: 'Customer not reachable', note: 'No answer twice', rider: 'Ravi Kumar', by: 'Ravi Kumar' },
        }),
      ],
      { 'PUT admin/orders/{id}/status': () => ({ body: { message: 'Order cancelled', version: 7 } }) },
    );
    const card = await screen.findByRole('article', { name: 'Order PS261123-AAAAAA' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order (stock returns)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Its stock returns to the branch');
    expect(writesOf(calls, 'admin/orders/o1/status')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await vi.waitFor(() => expect(writesOf(calls, 'admin/orders/o1/status')).toHaveLength(1));
    expect(writesOf(calls, 'admin/orders/o1/status')[0]?.body).toMatchObject({ status: 'cancelled', version: 1 });
  });
});

describe('an order that came back', () => {
  it('says in words that it was taken back, and by whom', async () => {
    floorWith(
      [
        order({
          status: 'packed',
          lastAttempt: { reason: 'Taken back at the branch', note: '', rider: 'Ravi Kumar', by: 'Meera Shah' },
        }),
      ],
      {},
    );
    const card = await screen.findByRole('article', { name: 'Order PS261123-AAAAAA' });
    expect(card).toHaveTextContent('Came back: taken back at the branch by Meera Shah.');
    expect(card).not.toHaveTextContent('taken_back');
    expect(card).not.toHaveTextContent('(Ravi Kumar)');
  });

  it("names the rider and keeps the rider's note when the rider brought it back", async () => {
    floorWith(
      [
        order({
          status: 'packed',
          lastAttempt: { reason: 'Address not found', note: 'Gate locked', rider: 'Ravi Kumar', by: 'Ravi Kumar' },
        }),
      ],
      {},
    );
    const card = await screen.findByRole('article', { name: 'Order PS261123-AAAAAA' });
    expect(card).toHaveTextContent('Came back with Ravi Kumar: address not found. Gate locked');
  });
});

describe('an order paid online on the floor', () => {
  it("says 'Paid online: collect nothing' in place of the amount to collect", async () => {
    floorWith([order({ paidOnline: true, amountToCollect: 0 }), order({ _id: 'o2', orderNumber: 'PS261123-BBBBBB' })], {});
    const paid = await screen.findByRole('article', { name: 'Order PS261123-AAAAAA' });
    expect(within(paid).getByText('Paid online: collect nothing')).toBeInTheDocument();
    expect(within(paid).queryByText(/to collect/)).toBeNull();
    const atTheDoor = screen.getByRole('article', { name: 'Order PS261123-BBBBBB' });
    expect(within(atTheDoor).getByText('₹478 to collect')).toBeInTheDocument();
  });
});
