import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS_LABELS, type OrderListEntry, type OrderStatus } from '@padstore/domain';
import { answerApi, renderPage } from '../../../test/render';
import { OrdersPage } from './orders-page';

afterEach(() => vi.unstubAllGlobals());

const entry = (orderId: string, status: OrderStatus, statusLabel: string = ORDER_STATUS_LABELS[status]): OrderListEntry => ({
  orderId,
  orderNumber: `PS-${orderId}`,
  orderDate: '2026-11-22T05:00:00.000Z',
  deliveryDate: '2026-11-23T05:00:00.000Z',
  status,
  statusLabel,
  deliveryType: 'next_day',
  promisedTo: '2026-11-23T15:30:00.000Z',
  totalAmount: 199,
  items: [{ _id: 'p1', productName: 'Whisper Ultra Clean', productImage: '', size: 'XL', quantityInEachPack: 8, price: 199, quantity: 1 }],
  repeat: false,
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

  it("badges an order brought back undelivered 'Not delivered', as her timeline says", async () => {
    answerApi({ 'GET user/orders': () => ({ body: { orders: [entry('3', 'packed', 'Not delivered')] } }) });
    renderPage(<OrdersPage />, '/orders');
    expect(await screen.findByText('Not delivered')).toBeInTheDocument();
    expect(screen.queryByText('Packed')).not.toBeInTheDocument();
  });
});
