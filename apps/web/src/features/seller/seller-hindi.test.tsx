import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Seller } from '@padstore/domain';
import hi from '../../../../../packages/domain/src/i18n/locales/hi.json';
import { api, errorMessage } from '../../lib/api-client';
import { activateLanguage } from '../../lib/i18n';
import { answerApi, renderPage } from '../../test/render';
import { CheckoutPolicies } from './components/policy-links';
import { SellerFooter } from './components/seller-footer';
import { ReturnsPolicyPage, ShippingPolicyPage } from './routes/policy-pages';

const seller: Seller = {
  legalName: 'Pad Store Retail Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  state: 'Karnataka',
  gstin: '29ABCDE1234F1Z5',
  grievanceOfficer: { name: 'Asha Rao', designation: 'Grievance Officer', email: 'grievance@padstore.in', phone: '9000000000' },
};

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

describe('the seller footer and the policies in Hindi', () => {
  it('says who sells in Hindi, the seller’s own details as written', async () => {
    answerApi({ 'GET seller': () => ({ body: { seller } }) });
    renderPage(<SellerFooter />);
    expect(
      await screen.findByText(/^विक्रेता: Pad Store Retail Private Limited, 12 MG Road, Bengaluru 560001 · GSTIN 29ABCDE1234F1Z5 ·/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शिकायत अधिकारी: Asha Rao' })).toHaveAttribute('href', '/contactus');
    expect(screen.queryByText(/Sold by/)).toBeNull();
    expect(screen.queryByText(/Grievance Officer:/)).toBeNull();
  });

  it('names the policies before the order in Hindi, with their links', () => {
    renderPage(<CheckoutPolicies />);
    expect(screen.getByText(/^डिलीवरी पर पेमेंट: कैश या UPI। ऑर्डर करने से पहले हमारी/)).toHaveTextContent(
      'डिलीवरी पर पेमेंट: कैश या UPI। ऑर्डर करने से पहले हमारी रिटर्न, रिफ़ंड और कैंसिलेशन और शिपिंग और डिलीवरी पॉलिसी पढ़ें।',
    );
    expect(screen.getByRole('link', { name: 'रिटर्न, रिफ़ंड और कैंसिलेशन' })).toHaveAttribute('href', '/returns-policy');
    expect(screen.getByRole('link', { name: 'शिपिंग और डिलीवरी' })).toHaveAttribute('href', '/shipping-policy');
    expect(screen.queryByText(/Before you place the order/)).toBeNull();
  });

  it('titles the policy pages in Hindi when the operator wrote no title, and shows her text as written', async () => {
    answerApi({
      'GET settings/getReturns': () => ({ body: { data: { title: '', description: '<p>Returns within 7 days.</p>' } } }),
      'GET settings/getShipping': () => ({ body: { data: { title: '', description: '' } } }),
    });
    renderPage(<ReturnsPolicyPage />, '/returns-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'रिटर्न, रिफ़ंड और कैंसिलेशन' })).toBeInTheDocument();
    expect(await screen.findByText('Returns within 7 days.')).toBeInTheDocument();
    expect(document.title).toContain('रिटर्न, रिफ़ंड और कैंसिलेशन');

    renderPage(<ShippingPolicyPage />, '/shipping-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'शिपिंग और डिलीवरी' })).toBeInTheDocument();
    expect(await screen.findByText('अभी कुछ उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.queryByText('No content available')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Shipping and Delivery' })).toBeNull();
  });

  it('keeps the operator’s own title', async () => {
    answerApi({ 'GET settings/getReturns': () => ({ body: { data: { title: 'Easy Returns', description: '<p>7 days.</p>' } } }) });
    renderPage(<ReturnsPolicyPage />, '/returns-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Easy Returns' })).toBeInTheDocument();
  });

  it('says the unexpected error in Hindi when a policy page cannot be read', async () => {
    answerApi({ 'GET settings/getReturns': () => ({ status: 404, body: { message: 'Not found' } }) });
    renderPage(<ReturnsPolicyPage />, '/returns-policy');
    expect(await screen.findByRole('alert')).toHaveTextContent('कोई अनचाही गड़बड़ी हुई।');
    expect(screen.queryByText('An unexpected error occurred.')).toBeNull();
  });

  it('says the fallback of a failed call in her language, and the API’s own message as it came', async () => {
    expect(errorMessage('no error object')).toBe('कोई अनचाही गड़बड़ी हुई।');
    answerApi({ 'GET seller': () => ({ status: 404, body: { message: '' } }) });
    const failure = await api('GET seller').catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('कोई अनचाही गड़बड़ी हुई।');
    answerApi({ 'GET seller': () => ({ status: 404, body: { message: 'विक्रेता नहीं मिला' } }) });
    expect(errorMessage(await api('GET seller').catch((error: unknown) => error))).toBe('विक्रेता नहीं मिला');
    activateLanguage('en');
    expect(errorMessage('no error object')).toBe('An unexpected error occurred.');
  });

  it('says the footer and the policies word for word in English, as before', async () => {
    activateLanguage('en');
    answerApi({ 'GET seller': () => ({ body: { seller } }) });
    const { container } = renderPage(
      <>
        <CheckoutPolicies />
        <SellerFooter />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Grievance Officer: Asha Rao' })).toBeInTheDocument();
    const [policies, footer] = container.querySelectorAll('p');
    expect(policies).toHaveTextContent(
      'Pay on delivery: cash or UPI. Before you place the order, read our Returns, Refunds and Cancellation and Shipping and Delivery policies.',
      { normalizeWhitespace: false },
    );
    expect(footer).toHaveTextContent(
      'Sold by Pad Store Retail Private Limited, 12 MG Road, Bengaluru 560001 · GSTIN 29ABCDE1234F1Z5 · Grievance Officer: Asha Rao',
      { normalizeWhitespace: false },
    );
  });
});
