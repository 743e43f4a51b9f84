import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderListEntry, OrderStatus } from '@padstore/domain';
import { answerApi, renderPage } from '../../../test/render';
import { OrdersPage } from './orders-page';

afterEach(() => vi.unstubAllGlobals());

const entry = (orderId: string, status: OrderStatus): OrderListEntry => ({
  orderId,
  orderNumber: `PS-${orderId}`,
  orderDate: '2026-11-22T05:00:00.000Z',
  deliveryDate: '2026-11-23T05:00:00.000Z',
  status,
  deliveryType: 'next_day',
  promisedTo: '2026-11-23T15:30:00.000Z',
  totalAmount: 199,
  items: [{ _id: 'p1', productName: 'Whisper Ultra Clean', productImage: '', size: 'XL', quantityInEachPack: 8, price: 199, quantity: 1 }],
});

describe('orders list', () => {
  it('gives the delivery date of a delivered order and only the status of a cancelled one', async () => {
    answerApi({ 'GET user/orders': () => ({ body: { orders: [entry('1', 'delivered'), entry('2', 'cancelled')] } }) });
    renderPage(<OrdersPage />, '/orders');
    const [delivered, cancelled] = await screen.findAllByText(/^Ordered /);
    expect(delivered).toHaveTextContent(/· Delivered 23 Nov 2026$/);
    expect(cancelled).toHaveTextContent(/· Cancelled$/);
    expect(screen.getByText('Paid ₹199')).toBeInTheDocument();
    expect(screen.getAllByText(/Paid|to pay/)).toHaveLength(1);
  });
});
