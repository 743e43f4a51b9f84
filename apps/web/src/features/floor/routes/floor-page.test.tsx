import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FloorAnswer, FloorOrderAnswer } from '@padstore/domain';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderRoutes } from '../../../test/render';
import { FloorPage } from './floor-page';

const T = Date.parse('2026-11-23T05:30:00Z'); // 11:00 AM in India
const minutes = (n: number) => n * 60_000;

function order(overrides: Partial<FloorOrderAnswer>): FloorOrderAnswer {
  return {
    _id: 'o1',
    orderNumber: 'PS261123-AAAAAA',
    status: 'placed',
    deliveryType: 'express',
    placedAt: new Date(T).toISOString(),
    promisedFrom: new Date(T + minutes(30)).toISOString(),
    promisedTo: new Date(T + minutes(60)).toISOString(),
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

const orders = [
  order({
    _id: 'next',
    orderNumber: 'PS261123-NEXTDY',
    deliveryType: 'next_day',
    promisedTo: new Date(T + minutes(24 * 60)).toISOString(),
  }),
  order({ _id: 'same', orderNumber: 'PS261123-SAMEDY', deliveryType: 'same_day', promisedTo: new Date(T + minutes(120)).toISOString() }),
  order({ _id: 'express', orderNumber: 'PS261123-EXPRES', discreetPackaging: true }),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T + minutes(5));
  sessionStorage.setItem('token', 'a-token-of-a-packer-000000');
  answerApi({
    'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Priya Packer', role: 'packer' } } }),
    'GET admin/me': () => ({
      body: {
        role: 'packer',
        name: 'Priya Packer',
        phoneNumber: 9700000012,
        branches: [{ _id: 'b1', name: 'Bengaluru Central' }],
        onShift: false,
      },
    }),
    // The server's clock moves with the test's.
    'GET admin/floor/branches/{id}': () => ({
      body: { now: new Date().toISOString(), branch: { _id: 'b1', name: 'Bengaluru Central' }, orders, riders: [] } satisfies FloorAnswer,
    }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const timerOf = (orderNumber: string) => within(screen.getByRole('article', { name: `Order ${orderNumber}` })).getByRole('timer');
async function moveClockTo(at: number) {
  vi.setSystemTime(at);
  await act(async () => {
    vi.advanceTimersByTime(1000);
  });
}

describe('the branch floor', () => {
  it('queues express first, then same-day, then next-day, and marks discreet packaging', async () => {
    renderRoutes([{ path: '/floor/:branchId', element: <FloorPage /> }], '/floor/b1');
    const queue = await screen.findByRole('region', { name: 'To pick and pack' });
    expect(
      within(queue)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Order PS261123-EXPRES', 'Order PS261123-SAMEDY', 'Order PS261123-NEXTDY']);
    expect(within(screen.getByRole('article', { name: 'Order PS261123-EXPRES' })).getByText('Discreet pack')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Order PS261123-SAMEDY' })).queryByText('Discreet pack')).toBeNull();
  });

  it('counts the express minutes on a clock the test moves: amber past 30, red past 60; a same-day order turns red past its window', async () => {
    renderRoutes([{ path: '/floor/:branchId', element: <FloorPage /> }], '/floor/b1');
    await screen.findByRole('article', { name: 'Order PS261123-EXPRES' });
    expect(timerOf('PS261123-EXPRES')).toHaveAttribute('data-mark', 'on_time');
    expect(timerOf('PS261123-EXPRES')).toHaveTextContent('5 min');

    await moveClockTo(T + minutes(29));
    expect(timerOf('PS261123-EXPRES')).toHaveAttribute('data-mark', 'on_time');
    await moveClockTo(T + minutes(31));
    expect(timerOf('PS261123-EXPRES')).toHaveAttribute('data-mark', 'amber');
    expect(timerOf('PS261123-EXPRES')).toHaveTextContent('31 min');
    await moveClockTo(T + minutes(61));
    expect(timerOf('PS261123-EXPRES')).toHaveAttribute('data-mark', 'red');
    expect(timerOf('PS261123-EXPRES')).toHaveAccessibleName(/late/);

    expect(timerOf('PS261123-SAMEDY')).toHaveAttribute('data-mark', 'amber');
    await moveClockTo(T + minutes(121));
    expect(timerOf('PS261123-SAMEDY')).toHaveAttribute('data-mark', 'red');
    expect(timerOf('PS261123-NEXTDY')).toHaveAttribute('data-mark', 'on_time');
  });
});

describe('stock on the floor', () => {
  it("shows a packer the way to the Stock page, and no count waiting for a manager's approval", async () => {
    renderRoutes([{ path: '/floor/:branchId', element: <FloorPage /> }], '/floor/b1');
    await screen.findByRole('region', { name: 'To pick and pack' });
    expect(screen.getByRole('link', { name: 'Stock' })).toHaveAttribute('href', '/admin/stock?branchId=b1');
    expect(screen.queryByRole('heading', { name: 'Counts waiting for approval' })).toBeNull();
  });

  it('shows a manager the counts waiting for approval, with Approve and Reject', async () => {
    answerApi({
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
      'GET admin/floor/branches/{id}': () => ({
        body: { now: new Date().toISOString(), branch: { _id: 'b1', name: 'Bengaluru Central' }, orders, riders: [] } satisfies FloorAnswer,
      }),
      'GET admin/stock/counts/waiting': () => ({
        body: {
          countApprovalAbove: 5,
          counts: [
            {
              _id: 'c1',
              productId: 'p1',
              productName: 'Sofy Body Fit',
              expected: 25,
              counted: 18,
              variance: -7,
              status: 'waiting',
              by: 'Priya Packer',
              at: new Date(T).toISOString(),
            },
          ],
        },
      }),
    });
    renderRoutes([{ path: '/floor/:branchId', element: <FloorPage /> }], '/floor/b1');
    const waiting = await screen.findByRole('list', { name: 'Counts waiting for approval' });
    expect(waiting).toHaveTextContent('Sofy Body Fit18 counted where 25 were on the books: −7Priya Packer');
    expect(within(waiting).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});
