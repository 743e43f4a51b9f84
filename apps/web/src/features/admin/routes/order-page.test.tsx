import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FLOOR_REFRESH_MS } from '@padstore/domain/floor';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleOrderAnswer } from '@padstore/domain';
import { answerApi, renderRoutes } from '../../../test/render';
import { AdminOrderPage } from './order-page';

const consoleOrder = (status: ConsoleOrderAnswer['order']['status'], version: number): ConsoleOrderAnswer => ({
  order: {
    _id: 'o1',
    orderNumber: 'PS261123-7KQ2ZD',
    status,
    statusLabel: status,
    items: [{ _id: 'p1', productName: 'Whisper Ultra', productImage: '', size: 'XL', quantityInEachPack: 20, price: 229.5, quantity: 2 }],
    orderPlacedOn: '2026-11-23T05:00:00.000Z',
    orderDeliveredOn: '2026-11-23T15:30:00.000Z',
    deliveredTo: { name: 'Asha Rao', phoneNumber: '******3210' },
    shippingAddress: 'MG Road, Bengaluru',
    plotNumber: '12',
    street: 'Church Street',
    pinCode: '560001',
    paymentMethod: 'Cash on Delivery',
    deliveryType: 'same_day',
    promisedFrom: '2026-11-23T05:00:00.000Z',
    promisedTo: '2026-11-23T15:30:00.000Z',
    discreetPackaging: true,
    cancelReason: null,
    repeat: false,
    orderSummary: { price: 459, discount: 0, coupons: 0, deliveryCharges: 0, emergencyCharge: 0, tax: 0, totalAmount: 459 },
    version,
    branch: 'Bengaluru Central',
    customerId: 'c1',
    paidAtDoor: null,
  },
  timeline: [
    { date: '23 Nov 2026', time: '10:30 AM', status: 'Placed', note: null, said: 'Placed by the customer, Asha Rao' },
    ...(status === 'packed'
      ? [
          {
            date: '23 Nov 2026',
            time: '11:05 AM',
            status: 'Not delivered',
            note: 'Taken back at the branch',
            said: 'Taken back at the branch by Meena Iyer',
          },
        ]
      : []),
  ],
});

afterEach(() => vi.unstubAllGlobals());

const renderOrder = () => renderRoutes([{ path: '/admin/orders/:orderId', element: <AdminOrderPage /> }], '/admin/orders/o1');

describe('console order page', () => {
  it('says what the customer paid at the door against what was due, with the rider’s note', async () => {
    const delivered = consoleOrder('delivered', 5);
    delivered.order.paidAtDoor = { paidBy: 'cash', due: 407, received: 400, note: 'Had only ₹400' };
    answerApi({ 'GET admin/orders/{id}': () => ({ body: delivered }) });
    renderOrder();
    expect(await screen.findByText('Paid in cash: ₹400 of ₹407, ₹7 short: Had only ₹400')).toBeInTheDocument();
  });

  it('moves the order one step along on the version it shows', async () => {
    let current = consoleOrder('placed', 3);
    const calls = answerApi({
      'GET admin/orders/{id}': () => ({ body: current }),
      'PUT admin/orders/{id}/status': () => {
        current = consoleOrder('confirmed', 4);
        return { body: { message: 'Order PS261123-7KQ2ZD is now confirmed', version: 4 } };
      },
    });
    renderOrder();
    expect(await screen.findByText('PS261123-7KQ2ZD')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as confirmed' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as packed' })).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: 'admin/orders/o1/status',
      body: { status: 'confirmed', version: 3 },
    });
  });

  it('cancels only with a reason', async () => {
    const calls = answerApi({ 'GET admin/orders/{id}': () => ({ body: consoleOrder('packed', 5) }) });
    renderOrder();
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    expect(cancel).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reason for cancelling'), 'Customer unreachable');
    expect(cancel).toBeEnabled();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('asks before cancelling, then cancels once however often the answer is tapped', async () => {
    const calls = answerApi({
      'GET admin/orders/{id}': () => ({ body: consoleOrder('packed', 5) }),
      'PUT admin/orders/{id}/status': () => ({ body: { message: 'Order cancelled', version: 6 } }),
    });
    renderOrder();
    await userEvent.type(await screen.findByLabelText('Reason for cancelling'), 'Customer unreachable');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Its stock returns to Bengaluru Central');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    const yes = screen.getByRole('button', { name: 'Yes, cancel order' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((call) => call.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ body: { status: 'cancelled', reason: 'Customer unreachable', version: 5 } });
    expect(sent[0]?.idempotencyKey).toBeTruthy();
  });

  it('tells each step of the timeline in words, naming who took it, with no status code', async () => {
    answerApi({ 'GET admin/orders/{id}': () => ({ body: consoleOrder('packed', 6) }) });
    renderOrder();
    const timeline = (await screen.findByRole('heading', { name: 'Timeline' })).nextElementSibling as HTMLElement;
    expect(timeline).toHaveTextContent('Placed by the customer, Asha Rao23 Nov 2026, 10:30 AM');
    expect(timeline).toHaveTextContent('Taken back at the branch by Meena Iyer23 Nov 2026, 11:05 AM');
    expect(timeline.textContent).not.toMatch(/_|Ravi/);
  });

  it('writes the address in the order of the slip and the rider: plot, street, the rest, pin code', async () => {
    answerApi({ 'GET admin/orders/{id}': () => ({ body: consoleOrder('placed', 3) }) });
    renderOrder();
    expect(await screen.findByText(/12, Church Street, MG Road, Bengaluru, 560001/)).toBeInTheDocument();
  });

  it('follows a change made on the floor without a reload', async () => {
    let current = consoleOrder('placed', 3);
    answerApi({ 'GET admin/orders/{id}': () => ({ body: current }) });
    renderOrder();
    expect(await screen.findByRole('button', { name: 'Mark as confirmed' })).toBeInTheDocument();
    current = consoleOrder('out_for_delivery', 6);
    expect(await screen.findByText('Out for delivery', {}, { timeout: FLOOR_REFRESH_MS + 2000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as confirmed' })).toBeNull();
  }, 10_000);

  it('offers the fresh copy when a change is refused as changed meanwhile', async () => {
    let current = consoleOrder('placed', 3);
    answerApi({
      'GET admin/orders/{id}': () => ({ body: current }),
      'PUT admin/orders/{id}/status': () => {
        current = consoleOrder('packed', 5);
        return { status: 409, body: { message: 'This was changed by someone else meanwhile. Reload it and try again.' } };
      },
    });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as confirmed' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This order was changed elsewhere meanwhile: it is now packed. Here it is as it is now; choose again.',
    );
    expect(screen.getByRole('button', { name: 'Mark as out for delivery' })).toBeInTheDocument();
    expect(screen.queryByText(/Reload it and try again/)).toBeNull();
  });
});
