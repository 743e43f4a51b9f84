import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleProduct } from '@padstore/domain';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { AdminProductsPage } from './products-page';

const product: ConsoleProduct = {
  _id: 'p1',
  productName: 'Whisper Ultra Clean',
  productNameHi: 'व्हिस्पर अल्ट्रा क्लीन',
  descriptionHi: '15 बड़े पैड\n8 घंटे तक सुरक्षा',
  brandId: '00000000-0000-4000-8000-000000000001',
  brandName: 'Whisper',
  size: 'Large',
  price: 199,
  quantityInEachPack: 15,
  images: [],
  aboutThisItem: ['15 large pads in a discreet pack'],
  hidden: false,
  countryOfOrigin: 'India',
  hsnCode: '96190010',
  gstRate: 0,
  version: 3,
};

let calls: ReturnType<typeof answerApi>;

beforeEach(() => {
  sessionStorage.setItem('token', 'a-token-of-an-owner-0000000');
  calls = answerApi({
    'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, role: 'owner' } } }),
    'GET admin/products': () => ({
      body: { products: [product, { ...product, _id: 'p2', productName: 'Nua Ultra Thin', productNameHi: null, descriptionHi: null }] },
    }),
    'GET user/brand/getAllBrands': () => ({
      body: { data: [{ _id: product.brandId, id: product.brandId, brandName: 'Whisper', image: '' }] },
    }),
    'GET products/getAllSizes': () => ({ body: { sizes: ['Regular', 'Large'] } }),
    'PUT admin/products/{id}': () => ({ body: { version: 4 } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the Hindi name and description in the console product form', () => {
  it('shows them in Hindi inputs and saves an edit of them, one point a line', async () => {
    renderPage(<AdminProductsPage />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]!);
    const name = screen.getByLabelText('Hindi name (optional)') as HTMLInputElement;
    const description = screen.getByLabelText(/Hindi description \(optional\)/) as HTMLTextAreaElement;
    expect(name.value).toBe('व्हिस्पर अल्ट्रा क्लीन');
    expect(name.lang).toBe('hi');
    expect(description.value).toBe('15 बड़े पैड\n8 घंटे तक सुरक्षा');
    expect(description.lang).toBe('hi');

    await userEvent.clear(name);
    await userEvent.type(name, 'व्हिस्पर क्लीन');
    await userEvent.clear(description);
    await userEvent.type(description, '  रात भर सुरक्षा  {enter}{enter}मुलायम परत');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: 'admin/products/p1',
      body: { productName: 'Whisper Ultra Clean', productNameHi: 'व्हिस्पर क्लीन', descriptionHi: 'रात भर सुरक्षा\nमुलायम परत', version: 3 },
    });
  }, 20_000); // typing Devanagari a key at a time takes seconds on a busy runner

  it('sends empty texts for a product without them, which clears them', async () => {
    renderPage(<AdminProductsPage />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Edit' }))[1]!);
    expect((screen.getByLabelText('Hindi name (optional)') as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      productName: 'Nua Ultra Thin',
      productNameHi: '',
      descriptionHi: '',
    });
  });
});
