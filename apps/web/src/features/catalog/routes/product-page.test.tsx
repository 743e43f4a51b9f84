import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Product, type Serviceability } from '@padstore/domain';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { testProduct } from '../../../test/products';
import { NOT_SERVED } from '../../../test/serviceability';
import { answerApi, renderRoutes } from '../../../test/render';
import { ProductPage } from './product-page';

const product = (id: string, productName: string): Product => testProduct(id, productName, { price: 199, availableProductQuantity: 40 });
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
    expect(delivery()).toHaveTextContent('Tomorrow by 8 PM, or in 30-60 minutes with express');

    await userEvent.type(screen.getByLabelText('Check delivery to your pin code'), '560001');
    await screen.findByText('Pincode is valid and branch is available.');
    expect(delivery()).toHaveTextContent('Today by 9 PM, or in 30-60 minutes with express');
    expect(screen.queryByText(/Tomorrow/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/30-60 minutes/)).toHaveLength(1);
  });

  it('says plainly that the store does not deliver to a pin code no branch serves, instead of promising a day', async () => {
    answerApi({
      'GET user/Product/getProductById/{id}': () => ({ body: { product: product('p1', 'Whisper Ultra Clean') } }),
      'GET user/serviceability': () => ({ body: { ...served, served: false, branch: null, message: 'Pincode is not valid' } }),
    });
    renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], '/product/p1');
    await userEvent.type(await screen.findByLabelText('Check delivery to your pin code'), '110001');
    await screen.findByText('Pincode is not valid');
    expect(delivery()).toHaveTextContent("We don't deliver to 110001 yet");
    expect(screen.queryByText(/30-60 minutes/)).not.toBeInTheDocument();
  });

  it('tells a signed-in customer whose saved pin code no branch serves, before she types anything', async () => {
    setToken('a-customer-token-of-enough-length');
    answerApi({
      'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, pinCode: '110001', isBranchAvailable: false } } }),
      'GET user/Product/getProductById/{id}': () => ({ body: { product: product('p1', 'Whisper Ultra Clean') } }),
      'GET user/serviceability': () => ({ body: NOT_SERVED }),
    });
    renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], '/product/p1');
    await screen.findByText(MESSAGES.pinCodeNotServed);
    expect(delivery()).toHaveTextContent("We don't deliver to 110001 yet");
    expect(screen.getByLabelText('Check delivery to your pin code')).toHaveValue('110001');
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
