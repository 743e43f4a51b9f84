import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { answerApi, renderPage } from '../../../test/render';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';
import { TestimonialsPage } from './testimonials-page';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

const SELLER = {
  legalName: 'Pad Store Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  state: 'Karnataka' as const,
  gstin: '29ABCDE1234F1Z5',
  grievanceOfficer: { name: 'Meera Iyer', designation: 'Grievance Officer', email: 'grievance@padstore.in', phone: '9000000000' },
};

describe('content pages in Hindi', () => {
  it('names the privacy and terms pages in Hindi, in the title too, and says an empty page has nothing yet', async () => {
    answerApi({
      'GET settings/getPrivacy': () => ({ body: { data: { description: '' } } }),
      'GET settings/getTerms': () => ({ body: { data: { description: '<p>Pay on delivery</p>' } } }),
    });
    const privacy = renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्राइवेसी पॉलिसी');
    expect(await screen.findByText('अभी कुछ उपलब्ध नहीं है')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('प्राइवेसी पॉलिसी | Pad Store'));
    privacy.unmount();
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('नियम और शर्तें');
    // The operator's own words stay as written.
    expect(await screen.findByText('Pay on delivery')).toBeInTheDocument();
  });

  it('says what went wrong and offers to try again in Hindi', async () => {
    answerApi({ 'GET settings/getAboutUs': () => ({ status: 500, body: { message: 'कुछ गड़बड़ हो गई' } }) });
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('हमारे बारे में');
    expect(await screen.findByText('कोई अनचाही गड़बड़ी हुई।', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.queryByText('Try again')).not.toBeInTheDocument();
  });

  it('shows the contact page and the seller in Hindi, the seller’s details as written', async () => {
    answerApi({
      'GET user/getContactUs': () => ({ body: { title: 'Write to us any time', email: 'care@padstore.in' } }),
      'GET seller': () => ({ body: { seller: SELLER } }),
    });
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('संपर्क करें');
    expect(screen.getByText(/हमें ईमेल करें:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शिकायत दर्ज करें' })).toHaveAttribute('href', '/complaints/new');
    expect(screen.getByRole('link', { name: 'मेरी शिकायतें' })).toHaveAttribute('href', '/complaints');
    expect(screen.getByText(/हर शिकायत को तुरंत एक टिकट नंबर मिलता है/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'विक्रेता की जानकारी' })).toBeInTheDocument();
    expect(await screen.findByText('कानूनी नाम')).toBeInTheDocument();
    expect(screen.getByText('Pad Store Private Limited')).toBeInTheDocument();
    expect(screen.getByText('शिकायत अधिकारी')).toBeInTheDocument();
    for (const english of ['Contact Us', 'Raise a complaint', 'Seller details', 'Legal name']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the testimonials in Hindi around the customers’ own words', async () => {
    answerApi({
      'GET testimonial/getAllTestimonials': () => ({
        body: { testimonials: [{ _id: 't1', name: 'Asha', role: 'Teacher', feedback: 'Came in 40 minutes.', image: '' }] },
      }),
    });
    renderPage(<TestimonialsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ग्राहकों के अनुभव');
    expect(screen.getByText('पढ़ें कि हमारे ग्राहक क्या कहते हैं')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '5 में से 5 रेटिंग' })).toBeInTheDocument();
    expect(screen.getByText('“Came in 40 minutes.”')).toBeInTheDocument();
  });
});
