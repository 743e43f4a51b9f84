import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_MESSAGES, type Cart, type OrderSummary } from '@padstore/domain';
import { answerApi, renderPage } from '../../../test/render';
import { CartPage } from './cart-page';

const cartOf = (quantity: number): Cart => ({
  items: [
    {
      productId: { _id: 'p1', productName: 'Whisper Ultra', image: '', size: 'XL', quantityInEachPack: 20 },
      price: 229.5,
      quantity,
      availableQuantity: 25,
    },
  ],
  totalAmount: 229.5 * quantity,
});
const discounted = (price: number, discount: number): OrderSummary => ({
  price,
  discount,
  coupons: 1,
  deliveryCharges: 0,
  emergencyCharge: 0,
  tax: 0,
  totalAmount: price - discount,
});
const accepted = (orderSummary: OrderSummary, couponCode = 'FIRST20') => ({
  body: { message: 'Coupon applied', couponCode, orderSummary },
});
const total = () => within(screen.getByText('Total').parentElement as HTMLElement).getByRole('definition');

afterEach(() => vi.unstubAllGlobals());

describe('an offer code on the cart page', () => {
  it('applies a code: the discount line and the new total show at once', async () => {
    const calls = answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartOf(2) } }),
      'POST user/checkout/coupon': () => accepted(discounted(459, 20)),
    });
    renderPage(<CartPage />, '/cart');
    await waitFor(() => expect(total()).toHaveTextContent('₹459'));
    await userEvent.type(screen.getByLabelText('Offer code'), 'first20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total()).toHaveTextContent('₹439'));
    expect(screen.getByText('Discount').nextElementSibling).toHaveTextContent('−₹20');
    // The code as the store spells it.
    expect(screen.getByRole('status')).toHaveTextContent('Code FIRST20 applied');
    expect(calls.find((call) => call.path === 'user/checkout/coupon')?.body).toEqual({ code: 'first20' });
  });

  it("says under the field why a code is refused, in the server's words", async () => {
    answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartOf(2) } }),
      'POST user/checkout/coupon': () => ({ status: 400, body: { message: OFFER_MESSAGES.expired, reason: 'expired' } }),
    });
    renderPage(<CartPage />, '/cart');
    await userEvent.type(await screen.findByLabelText('Offer code'), 'OLD10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_MESSAGES.expired);
    expect(screen.getByLabelText('Offer code')).toHaveAttribute('aria-invalid', 'true');
    expect(total()).toHaveTextContent('₹459');
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
  });

  it('asks the server for the discount again when a line changes, and drops it when the code is removed', async () => {
    let quantity = 2;
    const calls = answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartOf(quantity) } }),
      'PUT user/increment/{id}': () => {
        quantity = 3;
        return { body: { message: 'Cart updated', cart: cartOf(3) } };
      },
      'GET user/getCartItemCount': () => ({ body: { count: quantity } }),
      'POST user/checkout/coupon': () => accepted(discounted(229.5 * quantity, quantity === 2 ? 45.9 : 50), 'NIGHT10'),
    });
    renderPage(<CartPage />, '/cart');
    await userEvent.type(await screen.findByLabelText('Offer code'), 'night10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total()).toHaveTextContent('₹413.1'));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(total()).toHaveTextContent('₹638.5'));
    expect(calls.filter((call) => call.path === 'user/checkout/coupon')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove code NIGHT10' }));
    expect(total()).toHaveTextContent('₹688.5');
    expect(screen.getByLabelText('Offer code')).toHaveValue('');
  });
});
