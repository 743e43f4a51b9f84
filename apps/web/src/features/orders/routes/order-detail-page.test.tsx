import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails, OrderStatus } from '@padstore/domain';
import { orderDetails } from '../../../test/orders';
import { answerApi, renderRoutes } from '../../../test/render';
import { OrderDetailPage } from './order-detail-page';

afterEach(() => vi.unstubAllGlobals());

const order = (status: OrderStatus): OrderDetails =>
  orderDetails({ status, statusLabel: status, cancelReason: status === 'cancelled' ? 'Ordered by mistake' : null });

describe('order details', () => {
  it.each(['placed', 'confirmed', 'packed', 'out_for_delivery'] as const)(
    'offers no review on an order that is %s, not delivered yet',
    async (status) => {
      answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order: order(status) } }) });
      renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
      await screen.findByText('Track Order');
      expect(screen.queryByRole('link', { name: 'Write a Review' })).not.toBeInTheDocument();
    },
  );

  it("shows an order brought back undelivered as her timeline does, 'Not delivered', not 'Packed'", async () => {
    answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order: orderDetails({ status: 'packed', statusLabel: 'Not delivered' }) } }) });
    renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
    expect(await screen.findByText('Not delivered')).toBeInTheDocument();
    expect(screen.queryByText('Packed')).not.toBeInTheDocument();
  });

  it('offers a review of each product of a delivered order', async () => {
    answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order: order('delivered') } }) });
    renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
    expect(await screen.findByRole('link', { name: 'Write a Review' })).toHaveAttribute('href', '/addreview/p1');
  });

  it('offers no review, and promises no delivery, on a cancelled order', async () => {
    answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order: order('cancelled') } }) });
    renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
    await screen.findByText('Cancelled: Ordered by mistake');
    expect(screen.queryByRole('link', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
  });

  it('says how she paid, as the rider recorded it', async () => {
    const paid = { ...order('delivered'), paymentMethod: 'Paid by UPI (ref 412345678901)' };
    answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order: paid } }) });
    renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
    expect(await screen.findByText('Paid by UPI (ref 412345678901)')).toBeInTheDocument();
    expect(screen.queryByText(/Cash on Delivery/)).not.toBeInTheDocument();
  });

  it("says 'Paid by UPI' with the payment's id, and the refund of a paid order cancelled", async () => {
    const refunding = { ...order('cancelled'), paymentMethod: 'Paid by UPI (pay_29QQoUBi66xm2f)', refund: 'Refund of ₹459.3 started' };
    answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order: refunding } }) });
    renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
    expect(await screen.findByText('Paid by UPI (pay_29QQoUBi66xm2f)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Refund of ₹459.3 started');
  });
});
