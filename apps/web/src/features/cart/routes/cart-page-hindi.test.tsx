import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { answerApi, renderPage } from '../../../test/render';
import { CartBar } from '../components/cart-bar';
import { CartPage } from './cart-page';

const line = (quantity: number, availableQuantity: number | null, _id: string, productName: string) => ({
  productId: { _id, productName, image: '', size: 'XL', quantityInEachPack: 20 },
  price: 100,
  quantity,
  availableQuantity,
});
const cartWith = (...items: ReturnType<typeof line>[]): Cart => ({
  items,
  totalAmount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
});

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

describe('the cart in Hindi', () => {
  it('says its lines, marks, total and buttons in Hindi, product names as they are', async () => {
    answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartWith(line(3, 2, 'p1', 'Whisper Ultra'), line(1, 0, 'p2', 'Nua Heavy Flow')) } }),
    });
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText('सिर्फ़ 2 बचे हैं')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कार्ट' })).toBeInTheDocument();
    expect(screen.getByText('स्टॉक में नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 कर दें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इसे हटाएँ' })).toBeInTheDocument();
    expect(screen.getAllByText('XL · एक पैक में 20 पैड')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Whisper Ultra की संख्या' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'एक और जोड़ें' })).toHaveLength(2);
    expect(screen.getByText('कुल')).toBeInTheDocument();
    expect(screen.getByLabelText('ऑफ़र कोड')).toHaveAttribute('placeholder', 'कोई कोड है?');
    expect(screen.getByRole('button', { name: 'लगाएँ' })).toBeInTheDocument();
    expect(screen.getByText(/डिलीवरी (आज|कल) रात 9 बजे तक · डिलीवरी पर पेमेंट: कैश या UPI/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'चेकआउट करें' })).toHaveAttribute('href', '/checkout');
    expect(document.title).toMatch(/^कार्ट \|/);
    for (const english of ['Total', 'Proceed to Checkout', 'Only 2 left', 'Out of stock', 'Remove', 'Apply', 'Offer code'])
      expect(screen.queryByText(english)).toBeNull();

    await userEvent.click(screen.getAllByRole('button', { name: 'हटाएँ' })[0]!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('आइटम हटाएँ?')).toBeInTheDocument();
    expect(within(dialog).getByText('Whisper Ultra को अपने कार्ट से हटाएँ?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'हाँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'नहीं' })).toBeInTheDocument();
  });

  it('says an applied offer code and its discount in Hindi', async () => {
    answerApi({
      'GET user/getCarts': () => ({ body: { cart: cartWith(line(2, 25, 'p1', 'Whisper Ultra')) } }),
      'POST user/checkout/coupon': () => ({
        body: {
          message: 'Coupon applied',
          couponCode: 'FIRST20',
          orderSummary: { price: 200, discount: 20, coupons: 1, deliveryCharges: 0, emergencyCharge: 0, tax: 0, totalAmount: 180 },
        },
      }),
    });
    renderPage(<CartPage />, '/cart');
    await userEvent.type(await screen.findByLabelText('ऑफ़र कोड'), 'first20');
    await userEvent.click(screen.getByRole('button', { name: 'लगाएँ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('कोड FIRST20 लग गया');
    expect(screen.getByRole('button', { name: 'कोड FIRST20 हटाएँ' })).toBeInTheDocument();
    expect(screen.getByText('कीमत')).toBeInTheDocument();
    expect(screen.getByText('छूट')).toBeInTheDocument();
    expect(screen.queryByText('Discount')).toBeNull();
  });

  it('says an empty cart in Hindi', async () => {
    answerApi({ 'GET user/getCarts': () => ({ body: { cart: cartWith() } }) });
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText('आपका कार्ट खाली है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खरीदारी करें' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Shop Now')).toBeNull();
  });

  it("says the phone's cart bar in Hindi", async () => {
    setToken('a-customer-token-of-enough-length');
    answerApi({ 'GET user/getCarts': () => ({ body: { cart: cartWith(line(3, 25, 'p1', 'Whisper Ultra')) } }) });
    renderPage(<CartBar />, '/');
    const bar = await screen.findByTestId('cart-bar');
    expect(bar).toHaveTextContent('3 आइटम · ₹300');
    expect(bar).toHaveTextContent('कार्ट देखें ›');
    expect(bar).not.toHaveTextContent('View cart');
  });
});
