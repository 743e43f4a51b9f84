import { screen, waitFor, within } from '@testing-library/react';
import { tonightAtNine } from '../../../test/serviceability';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_MESSAGES, type Cart, type OrderSummary, type Product, type Serviceability } from '@padstore/domain';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { orderDetails } from '../../../test/orders';
import { answerApi, renderRoutes, type FakeApi } from '../../../test/render';
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
const product: Product = {
  _id: 'p1',
  productName: 'Whisper Ultra',
  brand: { _id: 'b1', brandName: 'Whisper' },
  size: 'XL',
  price: 229.5,
  quantityInEachPack: 20,
  image: '',
  relatedImages: [],
  aboutThisItem: [],
  countryOfOrigin: 'India',
  availableProductQuantity: 40,
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
const summary = (price: number, discount: number, emergencyCharge = 0): OrderSummary => ({
  price,
  discount,
  coupons: discount > 0 ? 1 : 0,
  deliveryCharges: 0,
  emergencyCharge,
  tax: 0,
  totalAmount: price + emergencyCharge - discount,
});
const accepted = (orderSummary: OrderSummary) => ({ body: { message: 'Coupon applied', couponCode: 'FIRST20', orderSummary } });
const placed = (orderSummary: OrderSummary) => {
  const order = orderDetails({ orderSummary });
  return {
    status: 201 as const,
    body: { message: 'Order placed', order, orderSummary, isBranchAvailableAtLocation: true as const, isStockAvailable: true as const },
  };
};

const answers = (): FakeApi => ({
  'GET user/getUser': () => ({ body: { user: CUSTOMER } }),
  'GET user/getCarts': () => ({ body: { cart } }),
  'GET user/Product/getProductById/{id}': () => ({ body: { product } }),
  'GET settings/getEmergencyFee': () => ({ body: { data: { feeAmount: 49 } } }),
  'GET user/serviceability': () => ({ body: served }),
});
const total = () => within(screen.getByText('Total').parentElement as HTMLElement).getAllByRole('definition')[0];
const renderCheckout = (path = '/checkout') =>
  renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/:id', element: <CheckoutPage /> },
      { path: '/order-success/:orderId', element: <p>ordered</p> },
    ],
    path,
  );
const applyCode = async (code: string) => {
  await userEvent.type(await screen.findByLabelText('Offer code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
};

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => vi.unstubAllGlobals());

describe('an offer code at checkout', () => {
  it('shows the discount and the new total at once, and places the order with the code as couponCode', async () => {
    const calls = answerApi({
      ...answers(),
      'POST user/checkout/coupon': () => accepted(summary(459, 20)),
      'POST user/buyNow': () => placed(summary(459, 20)),
    });
    const { router } = renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    await waitFor(() => expect(total()).toHaveTextContent('₹459'));
    await applyCode('FIRST20');
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    expect(screen.getByRole('button', { name: 'Remove code FIRST20' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    expect(calls.find((call) => call.path === 'user/buyNow')?.body).toMatchObject({ couponCode: 'FIRST20' });
  });

  it('Enter in the code field applies the code and does not place the order', async () => {
    const calls = answerApi({ ...answers(), 'POST user/checkout/coupon': () => accepted(summary(459, 20)) });
    renderCheckout();
    await userEvent.type(await screen.findByLabelText('Offer code'), 'FIRST20{Enter}');
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    expect(calls.some((call) => call.path === 'user/buyNow')).toBe(false);
  });

  it('asks again with express chosen, and for a direct buy with the product and its quantity', async () => {
    const calls = answerApi({
      ...answers(),
      'POST user/checkout/coupon': (body) => {
        const { emergencyDelivery, quantity = 1 } = body as { emergencyDelivery?: string; quantity?: number };
        return accepted(summary(229.5 * quantity, 20, emergencyDelivery === 'true' ? 49 : 0));
      },
    });
    renderCheckout('/checkout/p1');
    await screen.findByText('Whisper Ultra');
    await applyCode('FIRST20');
    await waitFor(() => expect(total()).toHaveTextContent('₹209.5'));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    await userEvent.click(screen.getByRole('switch', { name: /Express delivery/ }));
    await waitFor(() => expect(total()).toHaveTextContent('₹488'));
    expect(calls.filter((call) => call.path === 'user/checkout/coupon').map((call) => call.body)).toEqual([
      { code: 'FIRST20', productId: 'p1', quantity: 1, emergencyDelivery: 'false', pinCode: '560001' },
      { code: 'FIRST20', productId: 'p1', quantity: 2, emergencyDelivery: 'false', pinCode: '560001' },
      { code: 'FIRST20', productId: 'p1', quantity: 2, emergencyDelivery: 'true', pinCode: '560001' },
    ]);
  });

  it('sends no code once it is removed', async () => {
    const calls = answerApi({
      ...answers(),
      'POST user/checkout/coupon': () => accepted(summary(459, 20)),
      'POST user/buyNow': () => placed(summary(459, 0)),
    });
    renderCheckout();
    await applyCode('FIRST20');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove code FIRST20' }));
    expect(total()).toHaveTextContent('₹459');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'user/buyNow')).toBe(true));
    expect(calls.find((call) => call.path === 'user/buyNow')?.body).not.toHaveProperty('couponCode');
  });

  it('when placing is refused because the total changed, shows the new total plainly and places at it next', async () => {
    let placings = 0;
    const calls = answerApi({
      ...answers(),
      'POST user/checkout/coupon': () => accepted(summary(459, 20)),
      'POST user/buyNow': () => {
        placings += 1;
        // The price went up meanwhile: ₹479 less the ₹20 off.
        if (placings === 1)
          return { status: 409, body: { message: OFFER_MESSAGES.totalChanged(459), totalChanged: true, orderSummary: summary(479, 20) } };
        return placed(summary(479, 20));
      },
    });
    const { router } = renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    await applyCode('FIRST20');
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const alert = await screen.findByText(OFFER_MESSAGES.totalChanged(459));
    expect(alert.parentElement).toHaveTextContent('New total: ₹459');
    expect(total()).toHaveTextContent('₹459');
    expect(calls.find((call) => call.path === 'user/buyNow')?.body).toMatchObject({ couponCode: 'FIRST20', expectedTotal: 439 });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success/o1'));
    expect(calls.filter((call) => call.path === 'user/buyNow')[1]?.body).toMatchObject({ expectedTotal: 459 });
  });

  it('when her code is used up meanwhile, says so under the field and shows the total without it', async () => {
    let usedUp = false;
    answerApi({
      ...answers(),
      'POST user/checkout/coupon': () =>
        usedUp ? { status: 400, body: { message: OFFER_MESSAGES.usedUp, reason: 'usedUp' } } : accepted(summary(459, 20)),
      'POST user/buyNow': () => {
        usedUp = true;
        return { status: 409, body: { message: OFFER_MESSAGES.usedUp, reason: 'usedUp', orderSummary: summary(459, 0) } };
      },
    });
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    await applyCode('FIRST20');
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByLabelText('Offer code')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(OFFER_MESSAGES.usedUp).length).toBeGreaterThan(0);
    expect(total()).toHaveTextContent('₹459');
  });

  it('keeps her code applied when the checkout page is reloaded, and asks the server again for it', async () => {
    const calls = answerApi({ ...answers(), 'POST user/checkout/coupon': () => accepted(summary(459, 20)) });
    const first = renderCheckout();
    await applyCode('FIRST20');
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    const asked = calls.filter((call) => call.path === 'user/checkout/coupon').length;
    first.unmount();
    // A reload: a new page with nothing in memory but the tab's storage.
    renderCheckout();
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    expect(screen.getByRole('button', { name: 'Remove code FIRST20' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'user/checkout/coupon').length).toBeGreaterThan(asked);
  });

  it('after a reload, says why her kept code no longer applies and shows the total without it', async () => {
    let expired = false;
    answerApi({
      ...answers(),
      'POST user/checkout/coupon': () =>
        expired ? { status: 400, body: { message: OFFER_MESSAGES.expired, reason: 'expired' } } : accepted(summary(459, 20)),
    });
    const first = renderCheckout();
    await applyCode('FIRST20');
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    first.unmount();
    expired = true;
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Offer code')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(OFFER_MESSAGES.expired).length).toBeGreaterThan(0);
    expect(total()).toHaveTextContent('₹459');
  });

  it('forgets a removed code across a reload', async () => {
    const calls = answerApi({ ...answers(), 'POST user/checkout/coupon': () => accepted(summary(459, 20)) });
    const first = renderCheckout();
    await applyCode('FIRST20');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove code FIRST20' }));
    const asked = calls.filter((call) => call.path === 'user/checkout/coupon').length;
    first.unmount();
    renderCheckout();
    await waitFor(() => expect(total()).toHaveTextContent('₹459'));
    expect(screen.queryByRole('button', { name: 'Remove code FIRST20' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'user/checkout/coupon')).toHaveLength(asked);
  });
});
