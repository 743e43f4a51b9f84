import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, Serviceability } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { answerApi, renderRoutes } from '../../../test/render';
import { testProduct } from '../../../test/products';
import { AddReviewPage } from './add-review-page';
import { ProductListPage } from './product-list-page';
import { ProductPage } from './product-page';

const product = (id: string, productName: string, left = 40): Product =>
  testProduct(id, productName, { price: 199, aboutThisItem: ['Soft cover'], availableProductQuantity: left });
const sameDay = { type: 'same_day' as const, label: 'Same-day delivery', from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T15:30:00.000Z' };
const served: Serviceability = {
  served: true,
  message: 'पिन कोड सही है और ब्रांच उपलब्ध है।',
  branch: { _id: 'br1', name: 'Bengaluru Central' },
  availableQuantity: 12,
  promise: sameDay,
  expressPromise: { ...sameDay, type: 'express', label: 'Express delivery in 30-60 minutes' },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T04:55:00.000Z'));
  activateLanguage('hi', hi);
});
afterEach(() => {
  activateLanguage('en');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the catalog in Hindi', () => {
  it('shows the product page, its delivery promise, stock, rating and buttons in Hindi', async () => {
    answerApi({
      'GET user/Product/getProductById/{id}': () => ({ body: { product: product('p1', 'Whisper Ultra Clean', 3) } }),
      'GET user/serviceability': () => ({ body: served }),
      'GET user/review/getAverageRatings/{id}': () => ({ body: { averageRating: 4.5, totalReviews: 2 } }),
      'GET user/Product/getBuyItWith/{id}': () => ({ body: { data: [product('p2', 'Whisper Choice')] } }),
    });
    renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Whisper Ultra Clean' });
    expect(screen.getByText('एक पैक में पैड')).toBeInTheDocument();
    expect(screen.getByText('मूल देश')).toBeInTheDocument();
    expect(screen.getByText('इस प्रोडक्ट के बारे में')).toBeInTheDocument();
    expect(screen.getByText('सिर्फ़ 3 बचे हैं')).toBeInTheDocument();
    expect(await screen.findByText(/\(2 रिव्यू\)/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 में से 4.5 रेटिंग' })).toBeInTheDocument();
    const delivery = within(screen.getByText('डिलीवरी', { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition');
    expect(delivery).toHaveTextContent('कल रात 8 बजे तक, या एक्सप्रेस से 30-60 मिनट में');

    await userEvent.type(screen.getByLabelText('अपने पिन कोड पर डिलीवरी देखें'), '560001');
    await screen.findByText(served.message);
    expect(delivery).toHaveTextContent('आज रात 9 बजे तक, या एक्सप्रेस से 30-60 मिनट में');
    expect(screen.getAllByRole('link', { name: 'कार्ट में जोड़ें' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'अभी खरीदें' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'इसके साथ खरीदें' })).toBeInTheDocument();
    expect(screen.getAllByText('XL · एक पैक में 8 पैड').length).toBeGreaterThan(0);

    for (const english of ['Add to Cart', 'Buy Now', 'Pads per pack', 'Buy It With', 'Check delivery to your pin code']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/or in 30-60 minutes with express/)).not.toBeInTheDocument();
  });

  it("says 'No data found', the brands and the filters in Hindi on the listing", async () => {
    const brands = [{ _id: 'b2', id: 'b2', brandName: 'Sofy', image: '' }];
    answerApi({
      'GET user/brand/getAllBrands': () => ({ body: { data: brands } }),
      'GET products/getAllSizes': () => ({ body: { sizes: ['Large', 'XL'] } }),
      'GET user/Product/getAllProducts': () => ({ body: { products: [], data: [], page: 1, limit: 8, total: 0 } }),
    });
    renderRoutes([{ path: '/all-products', element: <ProductListPage /> }], '/all-products?q=zzqq&size=xl');
    expect(await screen.findByRole('heading', { name: '"zzqq" के नतीजे' })).toBeInTheDocument();
    expect(await screen.findByText('कुछ नहीं मिला')).toBeInTheDocument();
    expect(screen.getByText('कोई ब्रांड देखें:')).toBeInTheDocument();
    expect(screen.getByText('0 प्रोडक्ट')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर (1)' })).toBeInTheDocument();
    // The menu is a closed popover, which the test's browser cannot open: its parts are found though hidden.
    const menu = document.querySelector<HTMLElement>('[popover]')!;
    expect(menu).toHaveAttribute('aria-label', 'फ़िल्टर');
    expect(within(menu).getByText('साइज़')).toBeInTheDocument();
    expect(within(menu).getByText('कीमत (₹)')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'फ़िल्टर लगाएँ', hidden: true })).toBeInTheDocument();
    for (const english of ['No data found', 'Try a brand:', 'Apply Filters', 'Sizes']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('asks for a review in Hindi, and says what is missing in Hindi', async () => {
    answerApi({ 'GET user/Product/getProductById/{id}': () => ({ body: { product: product('p1', 'Whisper Ultra Clean') } }) });
    renderRoutes([{ path: '/addreview/:productId', element: <AddReviewPage /> }], '/addreview/p1');
    expect(await screen.findByRole('heading', { name: 'रिव्यू लिखें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(screen.getByText('रेटिंग देना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('रिव्यू लिखना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByLabelText('आपका रिव्यू')).toBeInTheDocument();
    expect(screen.queryByText('Rating is required')).not.toBeInTheDocument();
  });
});
