import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, NotificationSettingsAnswer, Serviceability } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { orderDetails } from '../../../test/orders';
import { answerApi, renderRoutes } from '../../../test/render';
import { tonightAtNine } from '../../../test/serviceability';
import { CheckoutPage } from './checkout-page';

const cart: Cart = {
  items: [
    {
      productId: { _id: 'p1', productName: 'Whisper Ultra', image: '', size: 'XL', quantityInEachPack: 20 },
      price: 229.5,
      quantity: 2,
      availableQuantity: 25,
    },
  ],
  totalAmount: 459,
};
const promise = { type: 'same_day' as const, label: 'Same-day delivery, today by 9 PM', from: '', to: tonightAtNine() };
const served: Serviceability = {
  served: true,
  message: 'Pincode is valid and branch is available.',
  branch: { _id: 'b1', name: 'Bengaluru Central' },
  availableQuantity: null,
  promise,
  expressPromise: { ...promise, type: 'express', label: 'Express delivery in 30-60 minutes' },
};
const settings = (whatsappConsentAt: string | null): NotificationSettingsAnswer => ({
  orderUpdates: { push: true, whatsapp: Boolean(whatsappConsentAt) },
  repeatReminders: { push: true, whatsapp: false },
  whatsappConsentAt,
  whatsappWithdrawnAt: null,
  promotionalConsentAt: null,
  quietHours: { from: '21:00', until: '08:00' },
});
const placed = () => {
  const order = orderDetails();
  return {
    status: 201 as const,
    body: {
      message: 'Order placed',
      order,
      orderSummary: order.orderSummary,
      isBranchAvailableAtLocation: true as const,
      isStockAvailable: true as const,
    },
  };
};
const answers = (whatsappConsentAt: string | null = null) => ({
  'GET user/getUser': () => ({ body: { user: CUSTOMER } }),
  'GET user/getCarts': () => ({ body: { cart } }),
  'GET settings/getEmergencyFee': () => ({ body: { data: { feeAmount: 49 } } }),
  'GET user/serviceability': () => ({ body: served }),
  'GET settings/payments': () => ({ body: { payNow: false, provider: null, checkoutUrl: null } }),
  'GET user/notification-settings': () => ({ body: settings(whatsappConsentAt) }),
  'POST user/buyNow': placed,
});
const renderCheckout = () =>
  renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/order-success/:orderId', element: <p>ordered</p> },
    ],
    '/checkout',
  );
const placeOrder = async (name = 'Place Order') => {
  await waitFor(() => expect(screen.getByLabelText(/Name|नाम/)).toHaveValue('Asha Rao'));
  await userEvent.click(screen.getByRole('button', { name }));
};

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

describe('her yes to WhatsApp at checkout', () => {
  it('is unticked; ticked, it is saved with the order placed', async () => {
    const calls = answerApi({
      ...answers(),
      'PUT user/notification-settings': () => ({ body: settings('2026-11-28T05:30:00.000Z') }),
    });
    const { router } = renderCheckout();
    const yes = await screen.findByRole('checkbox', { name: /Send me updates on WhatsApp/ });
    expect(yes).not.toBeChecked();
    await userEvent.click(yes);
    await placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: 'user/notification-settings',
        body: { whatsappConsent: true },
      }),
    );
  });

  it('is not saved when left unticked, and is not asked again once she said yes', async () => {
    const calls = answerApi(answers());
    const { router } = renderCheckout();
    await screen.findByRole('checkbox', { name: /Send me updates on WhatsApp/ });
    await placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    vi.unstubAllGlobals();

    answerApi(answers('2026-11-28T05:30:00.000Z'));
    renderCheckout();
    await screen.findAllByText('Whisper Ultra');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Place Order' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('checkbox', { name: /Send me updates on WhatsApp/ })).not.toBeInTheDocument();
  });

  it('never stops the order when saving her yes fails', async () => {
    const calls = answerApi({
      ...answers(),
      'PUT user/notification-settings': () => ({ status: 503, body: { message: 'The store is busy. Please try again.' } }),
    });
    const { router } = renderCheckout();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Send me updates on WhatsApp/ }));
    await placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(screen.getByText('ordered')).toBeInTheDocument();
  });

  it('reads in Hindi and saves the same yes', async () => {
    activateLanguage('hi', hi);
    const calls = answerApi({
      ...answers(),
      'PUT user/notification-settings': () => ({ body: settings('2026-11-28T05:30:00.000Z') }),
    });
    const { router } = renderCheckout();
    const yes = await screen.findByRole('checkbox', { name: new RegExp(hi['Send me updates on WhatsApp']) });
    expect(screen.queryByText('Send me updates on WhatsApp')).not.toBeInTheDocument();
    await userEvent.click(yes);
    await placeOrder(hi['Place Order']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ whatsappConsent: true }));
  });
});
