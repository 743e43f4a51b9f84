import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, Serviceability } from '@padstore/domain';
import { answerApi, renderRoutes } from '../../../test/render';
import { ProductPage } from './product-page';

const product = (id: string, productName: string): Product => ({
  _id: id,
  productName,
  brand: { _id: 'b1', brandName: 'Whisper' },
  size: 'XL',
  price: 199,
  quantityInEachPack: 8,
  image: '',
  relatedImages: [],
  aboutThisItem: [],
  countryOfOrigin: 'India',
  availableProductQuantity: 40,
});
const sameDay = { type: 'same_day' as const, label: 'Same-day delivery', from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T15:30:00.000Z' };
const served: Serviceability = {
  served: true,
  message: 'Pincode is valid and branch is available.',
  branch: { _id: 'br1', name: 'Bengaluru Central' },
  availableQuantity: 12,
  promise: sameDay,
  expressPromise: { ...sameDay, type: 'express', label: 'Express delivery in 30-60 minutes' },
};

// Monday 23 Nov 2026, 10:25 in India.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T04:55:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const delivery = () => within(screen.getByText('Delivery', { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition');

describe('product page', () => {
  it("promises delivery tomorrow until the pin code's branch is known, then only the branch's promise", async () => {
    answerApi({
      'GET user/Product/getProductById/{id}': () => ({ body: { product: product('p1', 'Whisper Ultra Clean') } }),
      'GET user/serviceability': () => ({ body: served }),
    });
    renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Whisper Ultra Clean' });
    expect(delivery()).toHaveTextContent('By Tue, 24 Nov, or in 30-60 minutes with express');

    await userEvent.type(screen.getByLabelText('Check delivery to your pin code'), '560001');
    await screen.findByText('Pincode is valid and branch is available.');
    expect(delivery()).toHaveTextContent('Today by 9:00 PM, or in 30-60 minutes with express');
    expect(screen.queryByText(/Tue, 24 Nov/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/30-60 minutes/)).toHaveLength(1);
  });

  it('says where no branch delivers instead of promising a day', async () => {
    answerApi({
      'GET user/Product/getProductById/{id}': () => ({ body: { product: product('p1', 'Whisper Ultra Clean') } }),
      'GET user/serviceability': () => ({ body: { ...served, served: false, branch: null, message: 'Pincode is not valid' } }),
    });
    renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], '/product/p1');
    await userEvent.type(await screen.findByLabelText('Check delivery to your pin code'), '110001');
    await screen.findByText('Pincode is not valid');
    expect(delivery()).toHaveTextContent("Sorry, we're currently unavailable in this location.");
    expect(screen.queryByText(/30-60 minutes/)).not.toBeInTheDocument();
  });

  it('shows a suggestions section only when it has products', async () => {
    answerApi({
      'GET user/Product/getProductById/{id}': () => ({ body: { product: product('p1', 'Whisper Ultra Clean') } }),
      'GET user/Product/getBuyItWith/{id}': () => ({ body: { data: [product('p2', 'Whisper Choice')] } }),
      'GET user/Product/getRelatedProducts/{id}': () => ({ body: { data: [] } }),
    });
    renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], '/product/p1');
    await screen.findByRole('heading', { name: 'Buy It With' });
    expect(screen.getAllByRole('link', { name: /Whisper Choice/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Related Products' })).not.toBeInTheDocument();
  });

  it('shows no suggestions heading while they load or when they cannot be loaded', async () => {
    answerApi({ 'GET user/Product/getProductById/{id}': () => ({ body: { product: product('p1', 'Whisper Ultra Clean') } }) });
    renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Whisper Ultra Clean' });
    expect(screen.queryByRole('heading', { name: 'Related Products' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('getRelatedProducts'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Related Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buy It With' })).not.toBeInTheDocument();
  });
});
