import { screen, waitFor } from '@testing-library/react';
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
    paidAtDoor: null,
  },
  timeline: [{ date: '23 Nov 2026', time: '10:30 AM', status: 'Placed', note: null }],
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
});
