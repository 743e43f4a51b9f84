import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ConsoleOrder } from '@padstore/domain';
import { answerApi, renderRoutes } from '../../../test/render';
import { AdminOrdersPage } from './orders-page';

afterEach(() => vi.unstubAllGlobals());

const order = (orderNumber: string): ConsoleOrder => ({
  _id: orderNumber,
  orderNumber,
  status: 'delivered',
  customer: 'Asha Rao',
  phoneNumber: '******3210',
  branch: 'Bengaluru Central',
  pinCode: '560001',
  deliveryType: 'express',
  discreetPackaging: true,
  totalAmount: 459,
  createdAt: '2026-11-23T05:00:00.000Z',
  promisedTo: '2026-11-23T06:00:00.000Z',
  version: 5,
  repeat: false,
});

const CURSOR = '2026-11-23 10:30:00.123456+05:30|6f1c1a52-3a4f-4a7e-9d3b-0c5e2b1f9a10';

let calls: ReturnType<typeof answerApi>;
const searches = () => calls.filter((call) => call.path === 'admin/orders').map((call) => call.search.get('q'));

describe('console orders list', () => {
  it('shows older orders below the newest when asked, with the cursor the API gave', async () => {
    let pages = 0;
    answerApi({
      'GET admin/branches': () => ({ body: { branches: [] } }),
      'GET admin/orders': () => {
        pages += 1;
        return pages === 1
          ? { body: { orders: [order('PS261123-NEWEST')], older: CURSOR } }
          : { body: { orders: [order('PS261120-OLDER1')], older: null } };
      },
    });
    renderRoutes([{ path: '/admin/orders', element: <AdminOrdersPage /> }], '/admin/orders?status=delivered');
    expect(await screen.findByText('PS261123-NEWEST')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older orders' }));
    expect(await screen.findByText('PS261120-OLDER1')).toBeInTheDocument();
    expect(screen.getByText('PS261123-NEWEST')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older orders' })).not.toBeInTheDocument();
    const asked = (fetch as Mock).mock.calls
      .map(([input]) => new URL(String(input), 'http://store.test'))
      .filter((url) => url.pathname.endsWith('/admin/orders'));
    expect(asked.at(-1)?.searchParams.get('older')).toBe(CURSOR);
    expect(asked.at(-1)?.searchParams.get('status')).toBe('delivered');
  });
});

describe('order search', () => {
  beforeEach(() => {
    calls = answerApi({
      'GET admin/orders': () => ({ body: { orders: [], older: null } }),
      'GET admin/branches': () => ({ body: { branches: [] } }),
    });
  });

  it('runs as she types, once she pauses, with the phone as she wrote it', async () => {
    renderRoutes([{ path: '/admin/orders', element: <AdminOrdersPage /> }], '/admin/orders');
    await waitFor(() => expect(searches()).toEqual([null]));
    await userEvent.type(screen.getByLabelText('Order number or phone'), '+91 91000 00004');
    await waitFor(() => expect(searches()).toEqual([null, '+91 91000 00004']));
  });
});
