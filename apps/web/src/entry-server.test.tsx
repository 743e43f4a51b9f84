// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { LISTING_ANSWERS, PRODUCT_ANSWERS, PRODUCT_ID } from './test/first-view-answers';

/** The server has no window, no storage and no document: rendering must need none of them. */
describe('a first screen rendered on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the listing from the answers sent with the page, asking the API nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = render('/all-products', LISTING_ANSWERS);
    expect(typeof window).toBe('undefined');
    expect(html).toContain('All Products');
    expect(html).toContain('Nua Comfort XL');
    expect(html).toContain('₹499');
    expect(html).toContain('Nua Heavy Flow');
    expect(html).toContain('href="/login"');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a product page with its price, reviews and related products', () => {
    const html = render(`/product/${PRODUCT_ID}`, PRODUCT_ANSWERS);
    expect(html).toMatch(/<h1[^>]*>Nua Comfort XL<\/h1>/);
    expect(html).toContain('₹499');
    expect(html).toContain('Soft and quick delivery');
    expect(html).toContain('Nua Heavy Flow');
  });

  it('renders placeholders, not an error, for what the page did not carry', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = render('/all-products', {});
    expect(html).toContain('All Products');
    expect(html).not.toContain('Nua Comfort XL');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps no answers between renders', () => {
    render('/all-products', LISTING_ANSWERS);
    expect(render('/all-products', {})).not.toContain('Nua Comfort XL');
  });
});
