import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../../test/products';
import { renderPage } from '../../../test/render';
import { ProductGrid } from './product-grid';

const product = (id: string, productName: string) =>
  testProduct(id, productName, { image: `/demo/products/${id}.webp`, branchProductQuantity: 3 });
const PRODUCTS = [product('p1', 'Whisper Ultra Clean'), product('p2', 'Whisper Choice Ultra'), product('p3', 'Whisper Bindazzz Nights')];

/** How each card's picture is fetched: its loading and fetch priority, as the page's markup says them. */
const picturesFetched = () =>
  PRODUCTS.map(({ productName }) => {
    const picture = screen.getByRole('img', { name: productName });
    return `${picture.getAttribute('loading')} ${picture.getAttribute('fetchpriority') ?? 'auto'}`;
  });

describe("the product cards' pictures on a phone's first screen", () => {
  it("fetches the listing's first picture, its largest paint, before the other cards' pictures", () => {
    renderPage(<ProductGrid products={PRODUCTS} leadsPage />);
    expect(picturesFetched()).toEqual(['eager high', 'eager low', 'lazy low']);
  });

  it("lets no card's picture go before the home page's banner", () => {
    renderPage(<ProductGrid products={PRODUCTS} disableAddForGuests />);
    expect(picturesFetched()).toEqual(['eager low', 'eager low', 'lazy low']);
  });
});
