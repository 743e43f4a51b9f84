import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails, OrderStatus } from '@padstore/domain';
import { answerApi, renderRoutes } from '../../../test/render';
import { OrderDetailPage } from './order-detail-page';

afterEach(() => vi.unstubAllGlobals());

const order = (status: OrderStatus): OrderDetails => ({
  _id: 'o1',
  orderNumber: 'PS-1001',
  status,
  statusLabel: status,
  items: [{ _id: 'p1', productName: 'Whisper Ultra Clean', productImage: '', size: 'XL', quantityInEachPack: 8, price: 199, quantity: 1 }],
  orderPlacedOn: '2026-11-23T05:00:00.000Z',
  orderDeliveredOn: '2026-11-24T05:00:00.000Z',
  deliveredTo: { name: 'Neha Gupta', phoneNumber: 9876543210 },
  shippingAddress: 'MG Road, Bengaluru',
  plotNumber: '5',
  street: 'Brigade Road',
  pinCode: '560001',
  paymentMethod: 'Cash on Delivery',
  deliveryType: 'next_day',
  promisedFrom: '2026-11-24T03:30:00.000Z',
  promisedTo: '2026-11-24T15:30:00.000Z',
  discreetPackaging: false,
  cancelReason: status === 'cancelled' ? 'Ordered by mistake' : null,
  orderSummary: { price: 199, discount: 0, coupons: 0, deliveryCharges: 0, emergencyCharge: 0, tax: 0, totalAmount: 199 },
});

describe('order details', () => {
  it('offers a review of each product of an order the store will take a review from', async () => {
    answerApi({ 'GET user/viewOrder/o1': () => ({ body: { order: order('delivered') } }) });
    renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
    expect(await screen.findByRole('link', { name: 'Write a Review' })).toHaveAttribute('href', '/addreview/p1');
  });

  it('offers no review, and promises no delivery, on a cancelled order', async () => {
    answerApi({ 'GET user/viewOrder/o1': () => ({ body: { order: order('cancelled') } }) });
    renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
    await screen.findByText('Cancelled: Ordered by mistake');
    expect(screen.queryByRole('link', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
  });
});
