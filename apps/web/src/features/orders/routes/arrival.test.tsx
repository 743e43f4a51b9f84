import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails, OrderListEntry, Tracking } from '@padstore/domain';
import { orderDetails } from '../../../test/orders';
import { answerApi, renderRoutes } from '../../../test/render';
import { OrderConfirmPage } from './order-confirm-page';
import { OrderSuccessPage } from './order-success-page';
import { OrdersPage } from './orders-page';
import { TrackOrderPage } from './track-order-page';

// 3:50 PM in India on 25 Nov 2026; the express order was placed at 3:15 PM and is promised by 4:15 PM.
const NOW = new Date('2026-11-25T10:20:00Z');
const express: OrderDetails = orderDetails({
  orderNumber: 'PS-2001',
  deliveryType: 'express',
  orderPlacedOn: '2026-11-25T09:45:00.000Z',
  promisedFrom: '2026-11-25T10:15:00.000Z',
  promisedTo: '2026-11-25T10:45:00.000Z',
  orderSummary: { price: 159, discount: 0, coupons: 0, deliveryCharges: 0, emergencyCharge: 49, tax: 0, totalAmount: 208 },
});
// Answered when asked: the server's clock is the (fake) time of the request.
const tracking = (overrides: Partial<Tracking> = {}): Tracking => ({
  now: new Date().toISOString(),
  orderNumber: 'PS-2001',
  status: 'packed',
  statusLabel: 'Packed',
  deliveryType: 'express',
  promisedTo: express.promisedTo,
  totalAmount: 208,
  riderFirstName: null,
  products: [],
  timeline: [],
  ...overrides,
});

// Only the clock is faked (and the intervals that move it), so the pages' requests run as they do.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const show = (path: string, route: string, element: ReactElement) => renderRoutes([{ path: route, element }], path);

describe('the arrival, in her words', () => {
  it('thanks her with the order number, the amount to pay and the express window', async () => {
    answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order: express } }) });
    show('/order-success/o1', '/order-success/:orderId', <OrderSuccessPage />);
    expect(screen.getByRole('heading', { name: 'Ordered Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for Ordering!')).toBeInTheDocument();
    expect(await screen.findByText('Order PS-2001')).toBeInTheDocument();
    expect(screen.getByText('Arriving by 4:15 PM')).toBeInTheDocument();
    expect(screen.getByText('₹208 to pay on delivery, by cash or UPI')).toBeInTheDocument();
  });

  it('confirms a next-day order as tomorrow by 9 PM, not as a date', async () => {
    // Placed at 2:30 PM on 25 Nov: delivered on the 26th, 9 AM to 9 PM.
    const nextDay = orderDetails({ deliveryType: 'next_day', promisedTo: '2026-11-26T15:30:00.000Z' });
    answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order: nextDay } }) });
    show('/order-confirm/o1', '/order-confirm/:orderId', <OrderConfirmPage />);
    expect(await screen.findByText('Arriving tomorrow by 9 PM')).toBeInTheDocument();
    expect(screen.getByText('₹199 to pay on delivery, by cash or UPI')).toBeInTheDocument();
    expect(screen.queryByText(/Expected/)).not.toBeInTheDocument();
  });

  it('counts an express order down on the track page, and says plainly once it is late', async () => {
    answerApi({ 'GET user/track/{id}': () => ({ body: tracking() }) });
    show('/track-order/o1', '/track-order/:orderId', <TrackOrderPage />);
    expect(await screen.findByText('Arriving by 4:15 PM')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25 minutes to go');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('15 minutes to go');
    act(() => vi.advanceTimersByTime(16 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Running late: it was due today by 4:15 PM. Sorry for the wait.');
    expect(screen.queryByText(/is on the way/)).not.toBeInTheDocument();
  });

  it('counts on the server clock, whatever the phone’s clock says', async () => {
    // The phone is three hours behind the server.
    vi.setSystemTime(new Date(NOW.getTime() - 3 * 60 * 60_000));
    answerApi({ 'GET user/track/{id}': () => ({ body: tracking({ now: new Date(Date.now() + 3 * 60 * 60_000).toISOString() }) }) });
    show('/track-order/o1', '/track-order/:orderId', <TrackOrderPage />);
    expect(await screen.findByRole('timer')).toHaveTextContent('25 minutes to go');
  });

  it('names the rider once the order is out', async () => {
    answerApi({ 'GET user/track/{id}': () => ({ body: tracking({ status: 'out_for_delivery', riderFirstName: 'Ravi' }) }) });
    show('/track-order/o1', '/track-order/:orderId', <TrackOrderPage />);
    expect(await screen.findByText('Ravi is on the way')).toBeInTheDocument();
  });

  it('shows neither window nor countdown once delivered, only what she paid', async () => {
    answerApi({ 'GET user/track/{id}': () => ({ body: tracking({ status: 'delivered' }) }) });
    show('/track-order/o1', '/track-order/:orderId', <TrackOrderPage />);
    expect(await screen.findByText('Paid ₹208')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Arriving by/)).not.toBeInTheDocument();
  });

  it('lists each open order with its window and amount, a cancelled one with neither', async () => {
    const entry = (orderId: string, overrides: Partial<OrderListEntry>): OrderListEntry => ({
      orderId,
      orderNumber: `PS-${orderId}`,
      orderDate: '2026-11-25T09:45:00.000Z',
      deliveryDate: express.promisedTo,
      status: 'placed',
      statusLabel: 'Placed',
      deliveryType: 'express',
      promisedTo: express.promisedTo,
      totalAmount: 208,
      items: [],
      repeat: false,
      ...overrides,
    });
    answerApi({
      'GET user/orders': () => ({
        body: {
          orders: [
            entry('1', {}),
            entry('2', { deliveryType: 'same_day', promisedTo: '2026-11-25T15:30:00.000Z', totalAmount: 159 }),
            entry('3', { status: 'cancelled' }),
          ],
        },
      }),
    });
    show('/orders', '/orders', <OrdersPage />);
    expect(await screen.findByText('Arriving by 4:15 PM')).toBeInTheDocument();
    expect(screen.getByText('₹208 to pay on delivery, by cash or UPI')).toBeInTheDocument();
    expect(screen.getByText('Arriving today by 9 PM')).toBeInTheDocument();
    expect(screen.getByText('₹159 to pay on delivery, by cash or UPI')).toBeInTheDocument();
    expect(screen.getAllByText(/Arriving by|to pay on delivery/)).toHaveLength(3);
  });
});
