import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@padstore/domain';
import { answerApi, renderPage } from '../../../test/render';
import { CartPage } from './cart-page';

const line = (quantity: number) => ({
  productId: { _id: 'p1', productName: 'Whisper Ultra', image: '', size: 'XL', quantityInEachPack: 20 },
  price: 229.5,
  quantity,
});
const cartOf = (quantity: number): Cart => ({ items: quantity ? [line(quantity)] : [], totalAmount: 229.5 * quantity });

afterEach(() => vi.unstubAllGlobals());

describe('cart page', () => {
  it('shows the lines and the total, and adds a pack with plus', async () => {
    const calls = answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartOf(2) } }),
      'PUT user/increment/{id}': () => ({ body: { message: 'Cart updated', cart: cartOf(3) } }),
      'GET user/getCartItemCount': () => ({ body: { count: 3 } }),
    });
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText('₹459')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(await screen.findByText('₹688.5')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT' && call.path === 'user/increment/p1')).toBe(true);
  });

  it('removes a line only after "Remove Item?" is confirmed', async () => {
    const calls = answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartOf(1) } }),
      'DELETE user/remove/{id}': () => ({ body: { message: 'Removed from cart', cart: cartOf(0) } }),
    });
    renderPage(<CartPage />, '/cart');
    await screen.findByText('Whisper Ultra');
    // At one pack minus is off: removing is the Remove button's job.
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Remove Item?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('Your cart is empty')).toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'user/remove/p1')).toBe(true);
  });
});
