import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES, type Cart } from '@padstore/domain';
import { setToken } from '../../../lib/session';
import { answerApi, renderPage } from '../../../test/render';
import { testProduct } from '../../../test/products';
import { ProductGrid } from './product-grid';

const PRODUCT = testProduct('p1', 'Whisper Ultra Clean', { branchProductQuantity: 3 });
const cartOf = (quantity: number, availableQuantity: number | null = 3): Cart => ({
  items: quantity
    ? [
        {
          productId: { _id: 'p1', productName: PRODUCT.productName, image: '', size: 'XL', quantityInEachPack: 8 },
          price: 124,
          quantity,
          availableQuantity,
        },
      ]
    : [],
  totalAmount: 124 * quantity,
});
const card = () => screen.getByRole('article');
const stepper = () => within(card()).getByRole('group', { name: 'Quantity of Whisper Ultra Clean in your cart' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Fake answers for a cart that starts with `start` packs, each change answered with the cart after it. */
function cartStartingAt(start: number) {
  let quantity = start;
  const answer = (message: string) => ({ body: { message, cart: cartOf(quantity) } });
  return answerApi({
    'GET user/getCarts': () => ({ body: { cart: cartOf(quantity) } }),
    'GET user/getCartItemCount': () => ({ body: { count: quantity } }),
    'POST user/addtocart/{id}': () => {
      quantity += 1;
      return answer(CART_MESSAGES.added);
    },
    'PUT user/increment/{id}': () => {
      quantity += 1;
      return answer(CART_MESSAGES.updated);
    },
    'PUT user/decrement/{id}': () => {
      quantity -= 1;
      return answer(CART_MESSAGES.updated);
    },
    'DELETE user/remove/{id}': () => {
      quantity = 0;
      return answer(CART_MESSAGES.removed);
    },
  });
}

describe('the shop stepper', () => {
  it('turns Add to Cart into − 1 + in place once the product is in her cart', async () => {
    setToken('a-customer-token-of-enough-length');
    const calls = cartStartingAt(0);
    renderPage(<ProductGrid products={[PRODUCT]} />);
    await userEvent.click(within(card()).getByRole('button', { name: 'Add to Cart' }));
    // The stepper's code comes the first time it is needed.
    const shown = await within(card()).findByRole('group', { name: /in your cart/ }, { timeout: 5000 });
    expect(shown).toHaveTextContent('1');
    expect(within(card()).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('adds one pack for a fast double tap on Add to Cart', async () => {
    setToken('a-customer-token-of-enough-length');
    // The clock stands still until the test moves it: however long the stepper's code takes to come.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T04:30:00Z') });
    const calls = cartStartingAt(0);
    renderPage(<ProductGrid products={[PRODUCT]} />);
    const button = within(card()).getByRole('button', { name: 'Add to Cart' });
    // The two taps before the page paints 'Adding...'.
    fireEvent.click(button);
    fireEvent.click(button);
    const shown = await within(card()).findByRole('group', { name: /in your cart/ }, { timeout: 5000 });
    expect(shown).toHaveTextContent('1');
    // The answer came before the second tap: the stepper took the button's place, and the tap fell on its '+',
    // which waits disabled for the rest of a double tap's time.
    const more = within(stepper()).getByRole('button', { name: 'One more' });
    expect(more).toBeDisabled();
    fireEvent.click(more);
    expect(stepper()).toHaveTextContent('1');
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual(['POST user/addtocart/p1']);
    // Then '+' is enabled, and adds one more.
    vi.setSystemTime(new Date('2026-11-25T04:30:00.600Z'));
    await waitFor(() => expect(within(stepper()).getByRole('button', { name: 'One more' })).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(within(stepper()).getByRole('button', { name: 'One more' }));
    expect(await within(stepper()).findByText('2')).toBeInTheDocument();
  });

  it('changes the cart directly with plus and minus, and minus at one pack takes it out', async () => {
    setToken('a-customer-token-of-enough-length');
    const calls = cartStartingAt(1);
    renderPage(<ProductGrid products={[PRODUCT]} />);
    await userEvent.click(await within(card()).findByRole('button', { name: 'One more' }, { timeout: 5000 }));
    expect(await within(stepper()).findByText('2')).toBeInTheDocument();
    await userEvent.click(within(stepper()).getByRole('button', { name: 'One fewer' }));
    expect(await within(stepper()).findByText('1')).toBeInTheDocument();
    await userEvent.click(within(stepper()).getByRole('button', { name: 'One fewer' }));
    expect(await within(card()).findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT user/increment/p1',
      'PUT user/decrement/p1',
      'DELETE user/remove/p1',
    ]);
  });

  it("shows 'Adding...' while a change is on its way, and takes no second tap meanwhile", async () => {
    setToken('a-customer-token-of-enough-length');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let quantity = 1;
    const calls = answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartOf(quantity) } }),
      'GET user/getCartItemCount': () => ({ body: { count: quantity } }),
      'PUT user/increment/{id}': () => {
        quantity += 1;
        return { body: { message: CART_MESSAGES.updated, cart: cartOf(quantity) } };
      },
    });
    const fetchWithAnswers = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('increment')) await held;
      return fetchWithAnswers(...args);
    });
    renderPage(<ProductGrid products={[PRODUCT]} />);
    await userEvent.click(await within(card()).findByRole('button', { name: 'One more' }, { timeout: 5000 }));
    expect(within(stepper()).getByText('Adding...')).toBeInTheDocument();
    expect(within(stepper()).getByRole('button', { name: 'One more' })).toBeDisabled();
    release();
    expect(await within(stepper()).findByText('2')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('never goes above the stock: plus stops at what her branch holds, and says so', async () => {
    setToken('a-customer-token-of-enough-length');
    cartStartingAt(2);
    renderPage(<ProductGrid products={[PRODUCT]} />);
    await userEvent.click(await within(card()).findByRole('button', { name: 'One more' }, { timeout: 5000 }));
    expect(await within(stepper()).findByText('3')).toBeInTheDocument();
    expect(within(stepper()).getByRole('button', { name: 'One more' })).toBeDisabled();
    expect(within(card()).getByText(CART_MESSAGES.allLeftInCart(3))).toBeInTheDocument();
  });

  it("keeps a guest's rules: Add to Cart leads to /register, and no cart is asked for", async () => {
    const calls = answerApi({});
    renderPage(<ProductGrid products={[PRODUCT]} />);
    expect(within(card()).getByRole('link', { name: 'Add to Cart' })).toHaveAttribute('href', '/register');
    await waitFor(() => expect(calls.filter((call) => call.path === 'user/getCarts')).toEqual([]));
    expect(within(card()).queryByRole('group')).not.toBeInTheDocument();
  });
});
