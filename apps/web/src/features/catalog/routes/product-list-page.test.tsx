import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@padstore/domain';
import { answerApi, renderRoutes } from '../../../test/render';
import { testProduct } from '../../../test/products';
import { ProductListPage } from './product-list-page';

afterEach(() => vi.unstubAllGlobals());

const brands = [
  { _id: 'b1', id: 'b1', brandName: 'Whisper', image: '' },
  { _id: 'b2', id: 'b2', brandName: 'Sofy', image: '' },
];
const product = testProduct('p1', 'Whisper Ultra Clean', {
  size: 'Large',
  price: 199,
  quantityInEachPack: 15,
  availableProductQuantity: 40,
});

function renderResults(path: string, found: Product[]) {
  const calls = answerApi({
    'GET user/brand/getAllBrands': () => ({ body: { data: brands } }),
    'GET products/getAllSizes': () => ({ body: { sizes: ['Large', 'XL'] } }),
    'GET user/Product/getAllProducts': () => ({ body: { products: found, data: found, page: 1, limit: 8, total: found.length } }),
  });
  renderRoutes([{ path: '/all-products', element: <ProductListPage /> }], path);
  return calls;
}

describe('search results page', () => {
  it('is the listing of what she searched for, with its filters', async () => {
    const calls = renderResults('/all-products?q=wisper&size=large', [product]);
    expect(await screen.findByRole('heading', { name: 'Results for "wisper"' })).toBeTruthy();
    expect(await screen.findByText('Whisper Ultra Clean')).toBeTruthy();
    const asked = calls.find((call) => call.path === 'user/Product/getAllProducts');
    expect(asked).toBeTruthy();
    // The filter menu keeps the search: its native submit sends q with the filters.
    const form = document.querySelector<HTMLFormElement>('form[action="/all-products"]')!;
    expect(new FormData(form).get('q')).toBe('wisper');
  });

  it("says 'No data found' and offers the brands when nothing matches", async () => {
    renderResults('/all-products?q=zzqq', []);
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.getByText('Try a brand:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sofy' }).getAttribute('href')).toBe('/all-products/b2');
  });
});
