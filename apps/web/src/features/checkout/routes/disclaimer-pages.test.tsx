import { screen, waitFor, within } from '@testing-library/react';
import { tonightAtNine } from '../../../test/serviceability';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES, type Cart } from '@padstore/domain';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderRoutes } from '../../../test/render';
import { CheckoutPage } from './checkout-page';
import { OutOfStockPage } from './disclaimer-pages';

const line = (_id: string, productName: string, quantity: number, availableQuantity: number) => ({
  productId: { _id, productName, image: '', size: 'XL', quantityInEachPack: 20 },
  price: 100,
  quantity,
  availableQuantity,
});
const cart: Cart = { items: [line('p1', 'Whisper Ultra', 3, 3), line('p2', 'Nua Heavy Flow', 1, 1)], totalAmount: 400 };
const promise = { type: 'same_day' as const, label: 'Same-day delivery, today by 9 PM', from: '', to: tonightAtNine() };
const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/disclaimerForOutofStock', element: <OutOfStockPage /> },
];

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => vi.unstubAllGlobals());

describe('the out-of-stock page', () => {
  it('lists the products placing the order found short, each with what is left', async () => {
    answerApi({
      'GET user/getUser': () => ({ body: { user: CUSTOMER } }),
      'GET user/getCarts': () => ({ body: { cart } }),
      'GET settings/getEmergencyFee': () => ({ body: { data: { feeAmount: 49 } } }),
      'GET user/serviceability': () => ({
        body: {
          served: true,
          message: 'Pincode is valid and branch is available.',
          branch: { _id: 'b1', name: 'Bengaluru Central' },
          availableQuantity: null,
          promise,
          expressPromise: { ...promise, type: 'express' as const, label: 'Express delivery in 30-60 minutes' },
        },
      }),
      // Stock ran out between reading the cart and placing the order.
      'POST user/buyNow': () => ({
        status: 409,
        body: {
          message: ORDER_MESSAGES.outOfStock,
          isBranchAvailableAtLocation: true,
          isStockAvailable: false,
          shortProducts: [
            { productId: 'p2', productName: 'Nua Heavy Flow', available: 0 },
            { productId: 'p1', productName: 'Whisper Ultra', available: 2 },
          ],
        },
      }),
    });
    const { router } = renderRoutes(routes, '/checkout');
    await screen.findByText('Whisper Ultra');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const list = await screen.findByRole('region', { name: 'Not enough in stock' });
    expect(router.state.location.pathname).toBe('/disclaimerForOutofStock');
    expect(screen.getByRole('heading', { name: 'Some Products Are Out of Stock' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we'll restock them soon.")).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nua Heavy FlowOut of stock', 'Whisper UltraOnly 2 left']);
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });

  it("says only the specification's text when opened without a refusal", () => {
    renderRoutes(routes, '/disclaimerForOutofStock');
    expect(screen.getByRole('heading', { name: 'Some Products Are Out of Stock' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toBeInTheDocument();
  });
});
