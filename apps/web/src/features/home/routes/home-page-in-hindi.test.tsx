import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { HomePage } from './home-page';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

const TESTIMONIAL = { _id: 't1', name: 'Asha', role: 'Teacher', feedback: 'Came in 40 minutes.', image: '' };

describe('home page in Hindi', () => {
  it("shows a guest the store's promises, its sections and its empty grid in Hindi", async () => {
    answerApi({
      'GET testimonial/getAllTestimonials': () => ({ body: { testimonials: [TESTIMONIAL] } }),
      'GET user/Product/getAllProducts': () => ({ body: { products: [], data: [], page: 1, limit: 12, total: 0 } }),
    });
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pad Store: 30-60 मिनट में सैनिटरी पैड की डिलीवरी');
    expect(screen.getByRole('heading', { name: 'जब ज़रूरत हो, तब डिलीवरी' })).toBeInTheDocument();
    for (const title of ['एक्सप्रेस डिलीवरी', 'उसी दिन डिलीवरी', 'अगले दिन डिलीवरी']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('30-60 मिनट में, थोड़े-से इमरजेंसी चार्ज पर।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ब्रांड के हिसाब से खरीदें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी देखें' })).toHaveAttribute('href', '/all-products');
    expect(screen.getByText('बिके प्रोडक्ट')).toBeInTheDocument();
    expect(screen.getByText('ग्राहक संतुष्टि')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हमारे ग्राहक क्या कहते हैं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी पढ़ें' })).toHaveAttribute('href', '/testimonials');
    expect(screen.getByRole('heading', { name: 'कोई सवाल है? हम मदद के लिए यहाँ हैं' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '5 में से 5 रेटिंग' })).toBeInTheDocument();
    expect(await screen.findByText('कोई प्रोडक्ट उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.getByText('हम अभी अपने प्रोडक्ट अपडेट कर रहे हैं। कृपया थोड़ी देर बाद फिर से देखें!')).toBeInTheDocument();
    for (const english of [/Within 30-60 minutes/, 'Shop by brand', 'What our customers say', 'No Products Available']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('tells a customer in Hindi where the store delivers', async () => {
    setToken('a-customer-token-of-enough-length');
    answerApi({ 'GET user/getUser': () => ({ body: { user: CUSTOMER } }) });
    renderPage(<HomePage />);
    expect(await screen.findByText('हम 560001 पर डिलीवरी करते हैं')).toBeInTheDocument();
    expect(screen.queryByText('We deliver to 560001')).not.toBeInTheDocument();
  });

  it('tells a customer whose pin code no branch serves, in Hindi, and offers to change it', async () => {
    setToken('a-customer-token-of-enough-length');
    answerApi({
      'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, pinCode: '110001', isBranchAvailable: false, matchingBranch: null } } }),
    });
    renderPage(<HomePage />);
    expect(await screen.findByRole('region', { name: 'आप तक डिलीवरी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pad Store: सैनिटरी पैड');
    expect(screen.getByText('पिन कोड सही नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डिलीवरी की जगह बदलें' })).toHaveAttribute('href', '/locationaccess');
    await waitFor(() => expect(screen.queryByText('Delivery to you')).not.toBeInTheDocument());
  });
});
