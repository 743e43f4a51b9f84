import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  type Cart,
  type OrderDetails,
  type PaymentToMake,
  type Serviceability,
} from '@padstore/domain';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { orderDetails } from '../../../test/orders';
import { answerApi, holdAnswer, renderRoutes } from '../../../test/render';
import { NOT_SERVED, tonightAtNine } from '../../../test/serviceability';
import { CheckoutPage } from './checkout-page';

const user = CUSTOMER;
const line = (id: string, productName: string, price: number, quantity: number) => ({
  productId: { _id: id, productName, image: '', size: 'XL', quantityInEachPack: 20 },
  price,
  quantity,
  availableQuantity: 25,
});
// ₹229.50 × 2 + ₹0.10 × 3: summed in paise, ₹459.30 exactly.
const cart: Cart = { items: [line('p1', 'Whisper Ultra', 229.5, 2), line('p2', 'Sample pad', 0.1, 3)], totalAmount: 459.3 };
const promise = { type: 'same_day' as const, label: 'Same-day delivery, today by 9 PM', from: '', to: tonightAtNine() };
const served: Serviceability = {
  served: true,
  message: 'Pincode is valid and branch is available.',
  branch: { _id: 'b1', name: 'Bengaluru Central' },
  availableQuantity: null,
  promise,
  expressPromise: { ...promise, type: 'express', label: 'Express delivery in 30-60 minutes' },
};

const answers = () => ({
  'GET user/getUser': () => ({ body: { user } }),
  'GET user/getCarts': () => ({ body: { cart } }),
  'GET settings/getEmergencyFee': () => ({ body: { data: { feeAmount: 49 } } }),
  'GET user/serviceability': () => ({ body: served }),
  'GET settings/payments': () => ({ body: { payNow: false, provider: null, checkoutUrl: null } }),
});
const total = () => within(screen.getByText('Total').parentElement as HTMLElement).getAllByRole('definition')[0];
const renderCheckout = () =>
  renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/order-success/:orderId', element: <p>ordered</p> },
      { path: '/disclaimer', element: <p>not deliverable</p> },
    ],
    '/checkout',
  );

/** The store's answer to Place Order: her order placed, with the payment her browser is to make when she pays now. */
const placed = (order: OrderDetails, payment?: PaymentToMake) => ({
  status: 201 as const,
  body: {
    message: 'Order placed',
    ...(payment ? { payment } : {}),
    order,
    orderSummary: order.orderSummary,
    isBranchAvailableAtLocation: true as const,
    isStockAvailable: true as const,
  },
});

/** A store with a payment gateway (₹459.30 to pay now): the order placed for it, then verified. */
function payNowAnswers(payment: Omit<PaymentToMake, 'amount' | 'currency'>) {
  const order = orderDetails();
  const checkoutUrl = `/stand-in/${payment.provider}.js`;
  return {
    ...answers(),
    'GET settings/payments': () => ({ body: { payNow: true, provider: payment.provider, checkoutUrl } }),
    'POST user/buyNow': () => placed(order, { ...payment, amount: 45930, currency: 'INR' }),
    'POST user/payments/verify': () => ({ body: { order } }),
  };
}

/** She turns pay on delivery off (told she pays now), places the order, and arrives on the success page. */
async function payNowAndPlace() {
  const { router } = renderCheckout();
  await screen.findByText('Whisper Ultra');
  const paying = await screen.findByRole('switch', { name: /Pay on delivery: cash or UPI/ });
  await waitFor(() => expect(paying).toBeEnabled());
  await userEvent.click(paying);
  expect(paying).not.toBeChecked();
  expect(screen.getByText(PAYMENT_MESSAGES.payNowHint)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
}

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => vi.unstubAllGlobals());

describe('checkout page', () => {
  it('sums the cart as the store does, and adds the express fee when express is chosen', async () => {
    answerApi(answers());
    renderCheckout();
    expect(await screen.findByText('Whisper Ultra')).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent('₹459.3'));
    await userEvent.click(screen.getByRole('switch', { name: /Express delivery/ }));
    expect(total()).toHaveTextContent('₹508.3');
    expect(screen.getByText('Emergency charge')).toBeInTheDocument();
  });

  it('places the order with the saved address and goes to the success page', async () => {
    const calls = answerApi({
      ...answers(),
      'POST user/buyNow': () => placed(orderDetails()),
    });
    const { router } = renderCheckout();
    await screen.findByText('Whisper Ultra');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: 'user/buyNow',
      body: {
        deliveryAddress: { name: 'Asha Rao', pinCode: '560001', plotNumber: '12', street: 'Church Street' },
        paymentMode: true,
        emergencyDelivery: 'false',
        discreetPackaging: true,
      },
    });
  });

  it('says she pays on delivery by cash or UPI, and leaves her no way to switch paying off', async () => {
    const calls = answerApi({
      ...answers(),
      'POST user/buyNow': () => placed(orderDetails()),
    });
    const { router } = renderCheckout();
    await screen.findByText('Whisper Ultra');
    const paying = screen.getByRole('switch', { name: /Pay on delivery: cash or UPI/ });
    expect(screen.getByText(PAYMENT_MESSAGES.payOnDeliveryHint)).toBeInTheDocument();
    // Without a gateway, she is told plainly that payment is on delivery only.
    expect(screen.getByText(ORDER_MESSAGES.payOnDeliveryOnly)).toBeInTheDocument();
    expect(paying).toBeChecked();
    expect(paying).toBeDisabled();
    await userEvent.click(paying);
    await userEvent.click(screen.getByText(PAYMENT_MESSAGES.payOnDelivery));
    expect(paying).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ paymentMode: true });
  });

  it('with a payment gateway, turning pay on delivery off pays now in the gateway checkout, then verifies', async () => {
    const calls = answerApi(payNowAnswers({ provider: 'razorpay', providerOrderId: 'order_Stand1n', keyId: 'rzp_test_key' }));
    // The gateway's checkout, already on the page: she pays by UPI in it.
    const opened: object[] = [];
    vi.stubGlobal(
      'Razorpay',
      class {
        constructor(private readonly options: { order_id: string; handler: (response: object) => void }) {
          opened.push(options);
        }
        open() {
          this.options.handler({
            razorpay_order_id: this.options.order_id,
            razorpay_payment_id: 'pay_Stand1n',
            razorpay_signature: 'c0ffee',
          });
        }
      },
    );
    await payNowAndPlace();
    expect(calls.find((call) => call.path === 'user/buyNow')?.body).toMatchObject({ paymentMode: false });
    expect(opened).toMatchObject([{ key: 'rzp_test_key', order_id: 'order_Stand1n', amount: 45930, currency: 'INR' }]);
    expect(calls.find((call) => call.path === 'user/payments/verify')?.body).toEqual({
      orderId: 'o1',
      providerOrderId: 'order_Stand1n',
      paymentId: 'pay_Stand1n',
      signature: 'c0ffee',
    });
  });

  it("with Cashfree, pays in Cashfree's checkout with the store's payment session, then asks the store to read the payment", async () => {
    const calls = answerApi(
      payNowAnswers({ provider: 'cashfree', providerOrderId: 'PS261128-ABCDEF', keyId: 'TEST10423', sessionId: 'session_Stand1n' }),
    );
    // Cashfree's checkout, already on the page: she pays in its layer.
    const opened: object[] = [];
    vi.stubGlobal('Cashfree', (options: object) => ({
      checkout: async (checkout: object) => {
        opened.push({ ...options, ...checkout });
        return { paymentDetails: { paymentMessage: 'Payment finished. Check status.' } };
      },
    }));
    await payNowAndPlace();
    expect(calls.find((call) => call.path === 'user/buyNow')?.body).toMatchObject({ paymentMode: false });
    expect(opened).toEqual([{ mode: 'sandbox', paymentSessionId: 'session_Stand1n', redirectTarget: '_modal' }]);
    expect(calls.find((call) => call.path === 'user/payments/verify')?.body).toEqual({ orderId: 'o1', providerOrderId: 'PS261128-ABCDEF' });
  });

  it('says before Place Order that the store does not deliver to her pin code, and still lets her try', async () => {
    answerApi({
      ...answers(),
      'GET user/getUser': () => ({ body: { user: { ...user, pinCode: '110001', isBranchAvailable: false } } }),
      'GET user/serviceability': () => ({ body: NOT_SERVED }),
      'POST user/buyNow': () => ({
        status: 409,
        body: { message: MESSAGES.pinCodeNotServed, isBranchAvailableAtLocation: false, isStockAvailable: true },
      }),
    });
    const { router } = renderCheckout();
    await screen.findByText(MESSAGES.pinCodeNotServed);
    // Beside the address, and again beside the button, which it describes.
    expect(screen.getAllByText("We don't deliver to 110001 yet")).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveAccessibleDescription("We don't deliver to 110001 yet");
    expect(screen.queryByText(/Same-day delivery/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disclaimer'));
  });

  it('says nothing of it where a branch serves the pin code', async () => {
    answerApi(answers());
    renderCheckout();
    await screen.findByText(/Pincode is valid and branch is available/);
    expect(screen.queryByText(/We don't deliver/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).not.toHaveAccessibleDescription();
  });

  it('keeps the address she is typing when her saved one arrives meanwhile, never mixing the two', async () => {
    const profile = holdAnswer<{ body: { user: typeof user } }>();
    const calls = answerApi({
      ...answers(),
      'GET user/getUser': profile.answer,
      'POST user/buyNow': () => placed(orderDetails()),
    });
    const { router } = renderCheckout();
    await screen.findByText('Whisper Ultra');
    // She has typed all but the address line when her saved address (another place) arrives.
    const typed = { Name: 'Meera Iyer', 'Plot number': '4B', Street: 'Residency Road', 'Pin code': '560002' };
    for (const [label, value] of Object.entries(typed)) {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(value);
    }
    profile.release({ body: { user } });
    await waitFor(() => expect(calls.filter((call) => call.path === 'user/getUser')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByLabelText('Address')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(MESSAGES.addressRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Address'));
    await userEvent.paste('Richmond Town, Bengaluru');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      deliveryAddress: {
        name: 'Meera Iyer',
        plotNumber: '4B',
        street: 'Residency Road',
        address: 'Richmond Town, Bengaluru',
        pinCode: '560002',
      },
    });
  });
});
