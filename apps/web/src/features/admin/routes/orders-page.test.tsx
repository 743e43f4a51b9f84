import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderRoutes } from '../../../test/render';
import { AdminOrdersPage } from './orders-page';

let calls: ReturnType<typeof answerApi>;
beforeEach(() => {
  calls = answerApi({
    'GET admin/orders': () => ({ body: { orders: [] } }),
    'GET admin/branches': () => ({ body: { branches: [] } }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const searches = () => calls.filter((call) => call.path === 'admin/orders').map((call) => call.search.get('q'));

describe('order search', () => {
  it('runs as she types, once she pauses, with the phone as she wrote it', async () => {
    renderRoutes([{ path: '/admin/orders', element: <AdminOrdersPage /> }], '/admin/orders');
    await waitFor(() => expect(searches()).toEqual([null]));
    await userEvent.type(screen.getByLabelText('Order number or phone'), '+91 91000 00004');
    await waitFor(() => expect(searches()).toEqual([null, '+91 91000 00004']));
  });
});
