import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@padstore/domain';
import { answerApi, renderPage } from '../../../test/render';
import { CartPage } from './cart-page';

const line = (quantity: number, availableQuantity: number | null = 25, _id = 'p1', productName = 'Whisper Ultra') => ({
  productId: { _id, productName, image: '', size: 'XL', quantityInEachPack: 20 },
  price: 229.5,
  quantity,
  availableQuantity,
});
const cartWith = (...items: ReturnType<typeof line>[]): Cart => ({
  items,
  totalAmount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
});
/** The cart line of a product, to look inside. */
const lineOf = (productName: string) => screen.getAllByRole('link', { name: productName })[0]!.closest('li')!;
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

  it("offers 'Deliver this regularly' for what is in the cart, with its quantities", async () => {
    answerApi({ 'GET user/getCarts': () => ({ body: { cart: cartWith(line(2), line(1, 25, 'p2', 'Nua Heavy Flow')) } }) });
    renderPage(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Deliver this regularly' }));
    const dialog = screen.getByRole('dialog', { name: 'Deliver this regularly' });
    expect(within(dialog).getByText('2 × Whisper Ultra')).toBeInTheDocument();
    expect(within(dialog).getByText('1 × Nua Heavy Flow')).toBeInTheDocument();
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

  it('marks a line her branch cannot fill with what is left, and sets it to that with one tap', async () => {
    let cart = cartWith(line(3, 2), line(1, 25, 'p2', 'Nua Heavy Flow'));
    const calls = answerApi({
      'GET user/getCarts': () => ({ body: { cart } }),
      'PUT user/cart/{id}': () => {
        cart = cartWith(line(2, 2), line(1, 25, 'p2', 'Nua Heavy Flow'));
        return { body: { message: 'Cart updated', cart } };
      },
      'GET user/getCartItemCount': () => ({ body: { count: 3 } }),
    });
    renderPage(<CartPage />, '/cart');
    await screen.findByText('Only 2 left');
    // The line it can fill carries no mark.
    expect(within(lineOf('Nua Heavy Flow')).queryByRole('button', { name: /Change to/ })).toBeNull();
    expect(within(lineOf('Whisper Ultra')).getByRole('button', { name: 'One more' })).toBeDisabled();

    await userEvent.click(within(lineOf('Whisper Ultra')).getByRole('button', { name: 'Change to 2' }));
    await waitFor(() => expect(screen.queryByText('Only 2 left')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: 'user/cart/p1', body: { quantity: 2 } }),
    ]);
    expect(within(lineOf('Whisper Ultra')).getByRole('group', { name: 'Quantity of Whisper Ultra' })).toHaveTextContent('2');
    expect(screen.getByText('₹688.5')).toBeInTheDocument();
  });

  it('removes an out-of-stock line with one tap, without asking', async () => {
    const calls = answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartWith(line(2, 0)) } }),
      'DELETE user/remove/{id}': () => ({ body: { message: 'Removed from cart', cart: cartOf(0) } }),
      'GET user/getCartItemCount': () => ({ body: { count: 0 } }),
    });
    renderPage(<CartPage />, '/cart');
    await screen.findByText('Out of stock');
    await userEvent.click(screen.getByRole('button', { name: 'Remove it' }));
    await screen.findByText('Your cart is empty');
    expect(screen.queryByText('Remove Item?')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'user/remove/p1')).toBe(true);
  });

  it('marks nothing where the branch can fill a line or no branch serves her pin code', async () => {
    answerApi({ 'GET user/getCarts': () => ({ body: { cart: cartWith(line(5, 5), line(9, null, 'p2', 'Nua Heavy Flow')) } }) });
    renderPage(<CartPage />, '/cart');
    await screen.findByText('Nua Heavy Flow');
    expect(screen.queryByText(/left|Out of stock/)).toBeNull();
    expect(within(lineOf('Nua Heavy Flow')).getByRole('button', { name: 'One more' })).toBeEnabled();
  });
});
