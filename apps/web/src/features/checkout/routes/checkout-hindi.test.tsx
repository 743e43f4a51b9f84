import { screen, waitFor } from '@testing-library/react';
import { tonightAtNine } from '../../../test/serviceability';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderRoutes } from '../../../test/render';
import { CheckoutPage } from './checkout-page';
import { NotDeliverablePage, OutOfStockPage } from './disclaimer-pages';

const cart: Cart = {
  items: [
    {
      productId: { _id: 'p1', productName: 'Whisper Ultra', image: '', size: 'XL', quantityInEachPack: 20 },
      price: 100,
      quantity: 2,
      availableQuantity: 25,
    },
  ],
  totalAmount: 200,
};
const promise = { type: 'same_day' as const, label: 'Same-day delivery, today by 9 PM', from: '', to: tonightAtNine() };
const answers = (user = CUSTOMER, message = 'पिन कोड सही है और ब्रांच उपलब्ध है।') => ({
  'GET user/getUser': () => ({ body: { user } }),
  'GET user/getCarts': () => ({ body: { cart } }),
  'GET settings/getEmergencyFee': () => ({ body: { data: { feeAmount: 49 } } }),
  'GET user/serviceability': () => ({
    body: {
      served: true,
      message,
      branch: { _id: 'b1', name: 'Bengaluru Central' },
      availableQuantity: null,
      promise,
      expressPromise: { ...promise, type: 'express' as const, label: 'Express delivery in 30-60 minutes' },
    },
  }),
});

beforeEach(() => {
  setToken('a-customer-token-of-enough-length');
  activateLanguage('hi', hi);
});
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

describe('checkout in Hindi', () => {
  it('says the order summary, its choices and Place Order in Hindi', async () => {
    answerApi(answers());
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    expect(await screen.findByText('Whisper Ultra')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर सारांश' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आइटम' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /डिलीवरी पर पेमेंट: कैश या UPI/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /एक्सप्रेस डिलीवरी \(30-60 मिनट\)/ })).not.toBeChecked();
    expect(await screen.findByText('इमरजेंसी चार्ज: ₹49 ज़्यादा देने होंगे')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /बिना पहचान वाली पैकिंग/ })).toBeChecked();
    expect(screen.getByText('सादा पैकेट, जिस पर कुछ नहीं लिखा होता कि अंदर क्या है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('ऑफ़र कोड')).toBeInTheDocument();
    // The API says its message in her language; the promise after it is said here.
    expect(await screen.findByText('पिन कोड सही है और ब्रांच उपलब्ध है। उसी दिन डिलीवरी, आज रात 9 बजे तक।')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /एक्सप्रेस डिलीवरी/ }));
    expect(screen.getByText('पिन कोड सही है और ब्रांच उपलब्ध है। 30-60 मिनट में एक्सप्रेस डिलीवरी।')).toBeInTheDocument();
    for (const english of ['Order Summary', 'Delivery address', 'Place Order', 'Discreet packaging', 'Pay on delivery: cash or UPI'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('says the promise after the message word for word in English, as before', async () => {
    activateLanguage('en');
    answerApi(answers(CUSTOMER, 'Pincode is valid and branch is available.'));
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    expect(await screen.findByText('Pincode is valid and branch is available. Same-day delivery, today by 9 PM.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Express delivery/ }));
    expect(screen.getByText('Pincode is valid and branch is available. Express delivery in 30-60 minutes.')).toBeInTheDocument();
  });

  it('says a missing name under its field in Hindi', async () => {
    answerApi(answers({ ...CUSTOMER, fullName: '' }));
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    await screen.findByText('Whisper Ultra');
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    await waitFor(() => expect(screen.getByLabelText('नाम')).toHaveAccessibleDescription('नाम डालना ज़रूरी है'));
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('says the out-of-stock page and the products short in Hindi', () => {
    const shortProducts = [
      { productId: 'p2', productName: 'Nua Heavy Flow', available: 0 },
      { productId: 'p1', productName: 'Whisper Ultra', available: 1 },
    ];
    const { router } = renderRoutes([{ path: '/disclaimerForOutofStock', element: <OutOfStockPage /> }], '/disclaimerForOutofStock');
    // The refusal's products come in the visit's router state, as checkout sends them.
    void router.navigate('/disclaimerForOutofStock', { state: { shortProducts } });
    return waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'कुछ प्रोडक्ट स्टॉक में नहीं हैं' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'स्टॉक में पूरे नहीं हैं' })).toBeInTheDocument();
      expect(screen.getByText('स्टॉक में नहीं है')).toBeInTheDocument();
      expect(screen.getByText('सिर्फ़ 1 बचे हैं')).toBeInTheDocument();
      expect(screen.getByText('माफ़ करें, हम इन्हें जल्दी ही फिर से मँगवाएँगे।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'कार्ट पर वापस जाएँ' })).toHaveAttribute('href', '/cart');
      expect(screen.queryByText('Back to Cart')).toBeNull();
    });
  });

  it('says the not-deliverable page in Hindi', () => {
    renderRoutes([{ path: '/disclaimer', element: <NotDeliverablePage /> }], '/disclaimer');
    expect(screen.getByRole('heading', { name: 'ऑर्डर की डिलीवरी नहीं हो सकती' })).toBeInTheDocument();
    expect(screen.getByText(/जुड़े रहिए/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toBeInTheDocument();
    expect(screen.queryByText('Continue Shopping')).toBeNull();
  });
});
