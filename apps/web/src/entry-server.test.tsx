// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { FILTERED_LISTING_ANSWERS, FILTERED_LISTING_URL, LISTING_ANSWERS, PRODUCT_ANSWERS, PRODUCT_ID } from './test/first-view-answers';

/** The server has no window, no storage and no document: rendering must need none of them. */
describe('a first screen rendered on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the listing from the answers sent with the page, asking the API nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = (await render('/all-products', LISTING_ANSWERS)).html;
    expect(typeof window).toBe('undefined');
    expect(html).toContain('All Products');
    expect(html).toContain('Nua Comfort XL');
    expect(html).toContain('₹499');
    expect(html).toContain('Nua Heavy Flow');
    expect(html).toContain('href="/login"');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a product page with its price, reviews and related products', async () => {
    const html = (await render(`/product/${PRODUCT_ID}`, PRODUCT_ANSWERS)).html;
    expect(html).toMatch(/<h1[^>]*>Nua Comfort XL<\/h1>/);
    expect(html).toContain('₹499');
    expect(html).toContain('Soft and quick delivery');
    expect(html).toContain('Nua Heavy Flow');
  });

  it('renders placeholders, not an error, for what the page did not carry', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = (await render('/all-products', {})).html;
    expect(html).toContain('All Products');
    expect(html).not.toContain('Nua Comfort XL');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows a listing filtered by its address, as the filter menu's form sends it without JavaScript", async () => {
    const html = (await render(FILTERED_LISTING_URL, FILTERED_LISTING_ANSWERS)).html;
    expect(html).toContain('Nua Comfort XL');
    expect(html).not.toContain('Nua Heavy Flow');
    expect(html).toContain('1 products');
    expect(html).toMatch(/Filters(<!-- -->)? \(2\)/);
  });

  it.each([
    ['/register', ['name="fullName"', 'name="gender"', 'name="phoneNumber"', 'name="pinCode"', 'name="consent"', 'Get OTP']],
    ['/login?next=%2Fcart', ['name="phoneNumber"', 'Get OTP', 'href="/register?next=%2Fcart"']],
    ['/verifyotp', ['One-time password', 'we sent to <strong class="text-gray-900">your phone</strong>', 'Verify', 'Resend code']],
    ['/locationaccess', ['name="address"', 'name="pinCode"', 'Current Location', 'Save Address', 'Skip']],
  ])(
    'shows the form of %s, marked as needing the app to be sent',
    async (url, texts) => {
      const html = (await render(url, {})).html;
      expect(html).toMatch(/<form data-needs-app="true"[^>]*>/);
      for (const text of texts) expect(html).toContain(text);
      // The first render on a machine loads the page's code.
    },
    30_000,
  );

  it('keeps no answers between renders', async () => {
    await render('/all-products', LISTING_ANSWERS);
    expect((await render('/all-products', {})).html).not.toContain('Nua Comfort XL');
  });
});
