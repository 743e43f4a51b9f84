import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReconciliationAnswer } from '@padstore/domain';
import { answerApi, renderRoutes } from '../../../test/render';
import { AdminPaymentsPage } from './payments-page';

const render = () => renderRoutes([{ path: '/admin/payments', element: <AdminPaymentsPage /> }], '/admin/payments');

describe("the owner's Payments page", () => {
  it('lists in words the money the gateway took with no paid order, and the refunds overdue, each linking to its order', async () => {
    const answer: ReconciliationAnswer = {
      provider: 'razorpay',
      windowDays: 30,
      unmatched: [
        {
          provider: 'razorpay',
          paymentId: 'pay_Unknown1',
          providerOrderId: 'order_Nobody1',
          amount: 199,
          outcome: 'unknownOrder',
          receivedAt: '2026-11-27T05:00:00.000Z',
          orderId: null,
          orderNumber: null,
        },
        {
          provider: 'razorpay',
          paymentId: 'pay_Short1',
          providerOrderId: 'order_Short1',
          amount: 100,
          outcome: 'wrongAmount',
          receivedAt: '2026-11-27T06:00:00.000Z',
          orderId: 'o7',
          orderNumber: 'PS261127-SHORT1',
        },
      ],
      overdueRefunds: [
        {
          orderId: 'o8',
          orderNumber: 'PS261126-REFUND',
          provider: 'razorpay',
          paymentId: 'pay_Refund1',
          refundId: null,
          amount: 328,
          status: 'pending',
          askedAt: '2026-11-26T05:00:00.000Z',
        },
      ],
    };
    answerApi({ 'GET admin/payments/reconciliation': () => ({ body: answer }) });
    render();
    const unmatched = await screen.findByRole('list', { name: 'Payments without a paid order' });
    expect(screen.getByText(/Paying online through Razorpay/)).toBeInTheDocument();
    expect(screen.getByText('The last 30 days.')).toBeInTheDocument();
    const [unknown, short] = within(unmatched).getAllByRole('listitem');
    expect(unknown).toHaveTextContent('₹199 · Razorpay payment pay_Unknown1');
    expect(unknown).toHaveTextContent('For no order of this store');
    expect(unknown).toHaveTextContent('No order · gateway order order_Nobody1');
    expect(short).toHaveTextContent('Not the order’s amount: refused');
    expect(within(short!).getByRole('link', { name: 'Order PS261127-SHORT1' })).toHaveAttribute('href', '/admin/orders/o7');
    const overdue = screen.getByRole('list', { name: 'Refunds overdue' });
    expect(overdue).toHaveTextContent('₹328 · Not yet taken by the gateway (tried again every 30 seconds)');
    expect(within(overdue).getByRole('link', { name: 'Order PS261126-REFUND' })).toHaveAttribute('href', '/admin/orders/o8');
  });

  it('says when all is well, and that paying online is not set up', async () => {
    answerApi({
      'GET admin/payments/reconciliation': () => ({ body: { provider: null, windowDays: 30, unmatched: [], overdueRefunds: [] } }),
    });
    render();
    expect(await screen.findByText('Every payment the gateway took is a paid order.')).toBeInTheDocument();
    expect(screen.getByText('No refund has waited more than a day.')).toBeInTheDocument();
    expect(screen.getByText(/Paying online is not set up \(PAYMENT_PROVIDER\)/)).toBeInTheDocument();
  });
});
