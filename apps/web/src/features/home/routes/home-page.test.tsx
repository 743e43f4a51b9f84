import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { testProduct } from '../../../test/products';
import { answerApi, renderPage } from '../../../test/render';
import { recentlyOrdered } from '../components/buy-again';
import { HomePage } from './home-page';

afterEach(() => vi.unstubAllGlobals());

// The demo's hero banner says 'Pads at your door in 30-60 minutes' in its picture; the lower ones promise no
// delivery time ('Pay when it arrives'), as they are shown where no branch delivers too.
const HERO = { _id: 'banner-0', image: '/demo/banners/banner-0.webp', position: 0 };
const OFFER = { _id: 'banner-1', image: '/demo/banners/banner-1.webp', position: 1 };
const hero = () => document.querySelector(`img[src="${HERO.image}"]`);
const offer = () => document.querySelector(`img[src="${OFFER.image}"]`);

const signedInAs = (user: typeof CUSTOMER) => {
  setToken('a-customer-token-of-enough-length');
  return answerApi({
    'GET user/getUser': () => ({ body: { user } }),
    'GET user/banner/getAllBanners': () => ({ body: { banners: [HERO, OFFER] } }),
  });
};

describe('home page: where she lives', () => {
  it('tells a customer whose saved pin code no branch serves first, instead of promising 30-60 minutes', async () => {
    signedInAs({ ...CUSTOMER, pinCode: '110001', isBranchAvailable: false, matchingBranch: null });
    renderPage(<HomePage />);
    expect(await screen.findByText("We don't deliver to 110001 yet")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery to you' })).toBeInTheDocument();
    // In the hero banner's place: the banners have come, and the others are still shown.
    await waitFor(() => expect(offer()).not.toBeNull());
    expect(hero()).toBeNull();
    expect(screen.getByText(MESSAGES.pinCodeNotServed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change delivery location' })).toHaveAttribute('href', '/locationaccess');
    expect(screen.queryByText(/30-60 minutes/)).not.toBeInTheDocument();
    expect(screen.queryByText(/same-day|next-day|today|tomorrow/i)).not.toBeInTheDocument();
  });

  it("uses the specification's words for a pin code whose branch is closed", async () => {
    signedInAs({
      ...CUSTOMER,
      isBranchAvailable: false,
      matchingBranch: { _id: 'br1', name: 'Bengaluru Central', servicePinCode: ['560001'] },
    });
    renderPage(<HomePage />);
    expect(await screen.findByText("We don't deliver to 560001 yet")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.branchNotAvailable)).toBeInTheDocument();
  });

  it('says where it delivers to a customer whose pin code a branch serves, with the promises', async () => {
    signedInAs(CUSTOMER);
    renderPage(<HomePage />);
    expect(await screen.findByText('We deliver to 560001')).toBeInTheDocument();
    await waitFor(() => expect(hero()).not.toBeNull());
    expect(screen.getByText(/Within 30-60 minutes/)).toBeInTheDocument();
  });

  it("asks nothing more for a guest: no profile and no pin-code check, and the store's promises", async () => {
    const calls = answerApi({});
    renderPage(<HomePage />);
    expect(screen.getByText(/Within 30-60 minutes/)).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.map((call) => call.path).filter((path) => /getUser|serviceability/.test(path))).toEqual([]);
    expect(screen.queryByText(/We don't deliver|We deliver to/)).not.toBeInTheDocument();
  });
});

const item = (id: string, productName: string) => ({
  _id: id,
  productName,
  productImage: '',
  size: 'XL',
  quantityInEachPack: 8,
  price: 124,
  quantity: 1,
});
const listed = (orderId: string, items: ReturnType<typeof item>[]) => ({
  orderId,
  orderNumber: `PS-${orderId}`,
  orderDate: '2026-11-23T05:00:00.000Z',
  deliveryDate: '2026-11-24T05:00:00.000Z',
  status: 'delivered' as const,
  statusLabel: 'Delivered',
  deliveryType: 'next_day' as const,
  promisedTo: '2026-11-24T15:30:00.000Z',
  totalAmount: 124,
  items,
  repeat: false,
});
const productOf = (id: string, productName: string) =>
  testProduct(id, productName, { branchProductQuantity: 9, availableProductQuantity: 9 });

describe('home page: buy again', () => {
  it('starts with what she ordered most recently, newest first and each once, each with its stepper', async () => {
    setToken('a-customer-token-of-enough-length');
    const names: Record<string, string> = { p1: 'Whisper Ultra Clean', p2: 'Stayfree Secure', p3: 'Sofy Night' };
    answerApi({
      'GET user/getUser': () => ({ body: { user: CUSTOMER } }),
      'GET user/orders': () => ({
        body: {
          orders: [
            listed('2', [item('p2', names.p2!), item('p1', names.p1!)]),
            listed('1', [item('p1', names.p1!), item('p3', names.p3!)]),
          ],
        },
      }),
      'GET user/Product/getProductById/{id}': () => ({ body: { product: productOf('p1', names.p1!) } }),
      'GET user/getCarts': () => ({
        body: {
          cart: {
            items: [
              {
                productId: { _id: 'p1', productName: names.p1!, image: '', size: 'XL', quantityInEachPack: 8 },
                price: 124,
                quantity: 2,
                availableQuantity: 9,
              },
            ],
            totalAmount: 248,
          },
        },
      }),
    });
    renderPage(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Buy again' }, { timeout: 5000 });
    // The page's first section.
    expect(section.parentElement?.firstElementChild).toBe(section);
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    expect(
      (await within(section).findAllByRole('group', { name: /Quantity of Whisper Ultra Clean in your cart/ }, { timeout: 5000 }))[0],
    ).toHaveTextContent('2');
  });

  it('is not there for a customer who has ordered nothing, nor for a guest', async () => {
    setToken('a-customer-token-of-enough-length');
    const calls = answerApi({ 'GET user/orders': () => ({ body: { orders: [] } }) });
    renderPage(<HomePage />);
    await waitFor(() => expect(calls.some((call) => call.path === 'user/orders')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Buy again' })).not.toBeInTheDocument();
  });
});

describe('recently ordered', () => {
  it('takes the products of her newest orders first, each once, at most four', () => {
    const orders = [
      listed('3', [item('a', 'A'), item('b', 'B')]),
      listed('2', [item('b', 'B'), item('c', 'C')]),
      listed('1', [item('d', 'D'), item('e', 'E')]),
    ];
    expect(recentlyOrdered(orders)).toEqual(['a', 'b', 'c', 'd']);
  });
});
