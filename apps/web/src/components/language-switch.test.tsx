import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { activateLanguage } from '../lib/i18n';
import { answerApi, renderPage } from '../test/render';
import { testProduct } from '../test/products';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  vi.unstubAllGlobals();
  activateLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

function ProductName() {
  const product = useQuery({
    queryKey: ['product', 'p1'],
    queryFn: () => api('GET user/Product/getProductById/{id}', { params: { id: 'p1' } }),
  });
  return <p>{product.data?.product.productName}</p>;
}

const product = (productName: string) => ({
  product: testProduct('p1', productName, { size: 'Large', price: 199, quantityInEachPack: 15, availableProductQuantity: 5 }),
});

describe('the language switch', () => {
  it("asks the API's answers again in the new language (the owner's Hindi product names)", async () => {
    const languages: string[] = [];
    answerApi({
      'GET user/Product/getProductById/{id}': () => ({
        body: product(languages.at(-1) === 'hi' ? 'व्हिस्पर अल्ट्रा क्लीन' : 'Whisper Ultra Clean'),
      }),
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      languages.push(new Headers(init?.headers).get('accept-language') ?? '');
      return original(input, init);
    });
    renderPage(
      <>
        <LanguageSwitch />
        <ProductName />
      </>,
    );
    expect(await screen.findByText('Whisper Ultra Clean')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByText('व्हिस्पर अल्ट्रा क्लीन')).toBeTruthy();
    expect(languages).toEqual(['en', 'hi']);
  });
});
