import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_REASONS, type OrderListEntry, type Tracking } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { orderDetails } from '../../../test/orders';
import { answerApi, renderPage, renderRoutes } from '../../../test/render';
import { CancelOrderPage } from './cancel-order-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';
import { TrackOrderPage } from './track-order-page';

// 3:50 PM in India on 25 Nov 2026; the express order is promised by 4:15 PM.
const NOW = new Date('2026-11-25T10:20:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
  activateLanguage('hi', hi);
});
afterEach(() => {
  activateLanguage('en');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const tracking = (overrides: Partial<Tracking> = {}): Tracking => ({
  now: new Date().toISOString(),
  orderNumber: 'PS-2001',
  status: 'packed',
  statusLabel: 'Packed',
  deliveryType: 'express',
  promisedTo: '2026-11-25T10:45:00.000Z',
  totalAmount: 208,
  riderFirstName: null,
  products: [
    {
      _id: 'p1',
      productId: 'p1',
      productName: 'Whisper Ultra Clean',
      productImage: '',
      size: 'XL',
      quantityInEachPack: 8,
      price: 199,
      quantity: 1,
    },
  ],
  timeline: [
    { date: '25 Nov 2026', time: '3:15 PM', status: 'Placed', note: null },
    { date: '25 Nov 2026', time: '3:25 PM', status: 'Out for delivery', note: 'With Ravi' },
    { date: '25 Nov 2026', time: '3:40 PM', status: 'Not delivered', note: 'Customer not reachable' },
  ],
  ...overrides,
});

describe('her orders, in Hindi', () => {
  it('lists her orders with their status, dates, amounts and buttons in Hindi', async () => {
    const entry = (orderId: string, overrides: Partial<OrderListEntry>): OrderListEntry => ({
      orderId,
      orderNumber: `PS-${orderId}`,
      orderDate: '2026-11-22T05:00:00.000Z',
      deliveryDate: '2026-11-23T05:00:00.000Z',
      status: 'delivered',
      statusLabel: 'Delivered',
      deliveryType: 'next_day',
      promisedTo: '2026-11-23T15:30:00.000Z',
      totalAmount: 199,
      items: [
        { _id: 'p1', productName: 'Whisper Ultra Clean', productImage: '', size: 'XL', quantityInEachPack: 8, price: 199, quantity: 1 },
      ],
      repeat: true,
      ...overrides,
    });
    answerApi({
      'GET user/orders': () => ({ body: { orders: [entry('1', {}), entry('2', { status: 'packed', statusLabel: 'Not delivered' })] } }),
    });
    renderPage(<OrdersPage />, '/orders');
    expect(await screen.findByText('डिलीवर हो गया')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    expect(document.title).toBe('ऑर्डर | Pad Store');
    expect(screen.getByText('डिलीवर नहीं हुआ')).toBeInTheDocument();
    expect(screen.getAllByText(/^22 नवंबर 2026 को ऑर्डर किया/)[0]).toHaveTextContent('22 नवंबर 2026 को ऑर्डर किया · 23 नवंबर 2026 को डिलीवर हुआ');
    expect(screen.getByText('₹199 दिए गए')).toBeInTheDocument();
    expect(screen.getAllByText('रिपीट ऑर्डर')).toHaveLength(2);
    expect(screen.getAllByText(/एक पैक में 8 पैड/)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'फिर से ऑर्डर करें' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'मेरे रिपीट ऑर्डर' })).toHaveAttribute('href', '/repeat-orders');
    for (const english of ['Delivery Product', 'Delivered', 'Not delivered', 'Order Again', 'View Order Details', 'Repeat order']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('tracks an express order in Hindi: countdown, rider, timeline events and their notes', async () => {
    answerApi({
      'GET user/track/{id}': () => ({
        body: tracking({ status: 'out_for_delivery', statusLabel: 'Out for delivery', riderFirstName: 'Ravi' }),
      }),
    });
    renderRoutes([{ path: '/track-order/:orderId', element: <TrackOrderPage /> }], '/track-order/o1');
    expect(await screen.findByText('ऑर्डर PS-2001')).toBeInTheDocument();
    expect(screen.getByText('शाम 4:15 तक पहुँचेगा')).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी पर ₹208 देने हैं, कैश या UPI से')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25 मिनट बाकी');
    expect(screen.getByText('Ravi रास्ते में हैं')).toBeInTheDocument();
    const timeline = within(screen.getByRole('heading', { name: 'टाइमलाइन' }).nextElementSibling as HTMLElement);
    expect(timeline.getByText('ऑर्डर हो गया')).toBeInTheDocument();
    expect(timeline.getByText('Ravi के पास')).toBeInTheDocument();
    expect(timeline.getByText('डिलीवर नहीं हुआ')).toBeInTheDocument();
    expect(timeline.getByText('आपसे संपर्क नहीं हो पाया')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(24 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 मिनट बाकी');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('देर हो रही है: इसे आज शाम 4:15 तक पहुँचना था। इंतज़ार के लिए माफ़ी चाहते हैं।');
    for (const english of ['Timeline', 'Placed', 'With Ravi', 'Customer not reachable', 'Ravi is on the way']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('gives an order’s details in Hindi, her own words and the product as written', async () => {
    const order = orderDetails({
      status: 'cancelled',
      statusLabel: 'Cancelled',
      deliveryType: 'express',
      discreetPackaging: true,
      cancelReason: 'Price High',
      orderSummary: {
        price: 199,
        discount: 20,
        coupons: 1,
        couponCode: 'FIRST20',
        deliveryCharges: 0,
        emergencyCharge: 49,
        tax: 0,
        totalAmount: 228,
      },
    });
    answerApi({ 'GET user/viewOrder/{id}': () => ({ body: { order } }) });
    renderRoutes([{ path: '/view-detail/:orderId', element: <OrderDetailPage /> }], '/view-detail/o1');
    expect(await screen.findByText('कैंसिल हो गया')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ऑर्डर की जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('कैंसिल किया गया: कीमत ज़्यादा है')).toBeInTheDocument();
    expect(screen.getByText(/एक्सप्रेस \(30-60 मिनट\), बिना पहचान वाली पैकिंग/)).toBeInTheDocument();
    expect(screen.getByText('कैश ऑन डिलीवरी')).toBeInTheDocument();
    expect(screen.getByText('Whisper Ultra Clean')).toBeInTheDocument();
    expect(screen.getByText('छूट')).toBeInTheDocument();
    expect(screen.getByText('FIRST20')).toBeInTheDocument();
    expect(screen.getByText('फ़्री')).toBeInTheDocument();
    expect(screen.getByText('इमरजेंसी चार्ज')).toBeInTheDocument();
    expect(screen.getByText('कुल')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शिकायत दर्ज करें' })).toBeInTheDocument();
    for (const english of ['Order Details', 'Cancelled: Price High', 'Cash on Delivery', 'Total', 'Free', 'Track Order']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('offers the reasons to cancel in Hindi, and sends the English one the store keeps', async () => {
    vi.useRealTimers();
    const calls = answerApi({ 'PUT user/cancel/{id}': () => ({ body: { message: 'ऑर्डर कैंसिल हो गया' } }) });
    renderPage(<CancelOrderPage />, '/cancel-order/o1');
    expect(screen.getByRole('group', { name: 'वजह चुनें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'सबमिट करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया कैंसिल करने की वजह चुनें');
    expect(screen.queryByText('Price High')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('कीमत ज़्यादा है'));
    await userEvent.click(screen.getByRole('button', { name: 'सबमिट करें' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ body: { cancelReason: CANCEL_REASONS[2] } });
  });
});
