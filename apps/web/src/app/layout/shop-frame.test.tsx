import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES, MESSAGES, type Cart } from '@padstore/domain';
import { CUSTOMER } from '../../test/customer';
import { answerApi, renderRoutes } from '../../test/render';
import { NOT_SERVED, SERVED } from '../../test/serviceability';
import { AppLayout } from './app-layout';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <p>home page</p> },
      { path: 'cart', element: <p>cart page</p> },
      { path: 'checkout', element: <p>checkout page</p> },
      { path: 'admin', element: <p>console</p> },
    ],
  },
];
const line = (productId: string, price: number, quantity: number) => ({
  productId: { _id: productId, productName: `Pad ${productId}`, image: '', size: 'XL', quantityInEachPack: 8 },
  price,
  quantity,
  availableQuantity: 10,
});
const TWO_PACKS: Cart = { items: [line('p1', 124, 1), line('p2', 124, 1)], totalAmount: 248 };
const signIn = () => sessionStorage.setItem('token', 'x'.repeat(43));
const cartBar = () => screen.queryByTestId('cart-bar');

describe('the cart bar', () => {
  it("says '2 items · ₹248 · View cart' at the bottom of a page and takes her to the cart", async () => {
    signIn();
    answerApi({ 'GET user/getCarts': () => ({ body: { cart: TWO_PACKS } }) });
    const { router } = renderRoutes(routes);
    const bar = await screen.findByTestId('cart-bar', {}, { timeout: 5000 });
    expect(bar).toHaveTextContent('2 items · ₹248');
    expect(bar).toHaveTextContent('View cart');
    await userEvent.click(bar);
    expect(router.state.location.pathname).toBe('/cart');
    expect(cartBar()).not.toBeInTheDocument();
  });

  it.each(['/cart', '/checkout', '/admin'])('is not on %s', async (path) => {
    signIn();
    const calls = answerApi({ 'GET user/getCarts': () => ({ body: { cart: TWO_PACKS } }) });
    renderRoutes(routes, path);
    await waitFor(() => expect(calls.some((call) => call.path === 'user/getCarts')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartBar()).not.toBeInTheDocument();
  });

  it('is not there while her cart is empty, nor for a guest', async () => {
    signIn();
    const calls = answerApi({ 'GET user/getCarts': () => ({ body: { cart: { items: [], totalAmount: 0 } } }) });
    renderRoutes(routes);
    await waitFor(() => expect(calls.some((call) => call.path === 'user/getCarts')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartBar()).not.toBeInTheDocument();
  });
});

const place = () => screen.getByRole('button', { name: /Change pin code/ });

describe('the promise and the place in the top bar', () => {
  it('promises 30-60 minutes at her saved pin code', async () => {
    signIn();
    answerApi({
      'GET user/getUser': () => ({ body: { user: CUSTOMER } }),
      'GET user/serviceability': () => ({ body: SERVED }),
    });
    renderRoutes(routes);
    await waitFor(() => expect(place()).toHaveTextContent(DELIVERY_MESSAGES.promiseAt('560001')), { timeout: 5000 });
  });

  it("says plainly where it does not deliver, and a guest's chosen pin code is remembered on the device", async () => {
    answerApi({ 'GET user/serviceability': () => ({ body: NOT_SERVED }) });
    renderRoutes(routes);
    expect(place()).toHaveTextContent(DELIVERY_MESSAGES.choosePinCode);
    await userEvent.click(place());
    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check and use' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.pinCodeRequired);
    await userEvent.type(within(dialog).getByLabelText('Pin code'), '1100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check and use' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.pinCodeInvalid);
    await userEvent.type(within(dialog).getByLabelText('Pin code'), '01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check and use' }));
    await waitFor(() => expect(place()).toHaveTextContent(DELIVERY_MESSAGES.notDeliveringYet('110001')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('deliveryPinCode')).toBe('110001');
  });

  it('is not on the console', () => {
    answerApi({});
    renderRoutes(routes, '/admin');
    expect(screen.queryByRole('button', { name: /Change pin code/ })).not.toBeInTheDocument();
  });
});
