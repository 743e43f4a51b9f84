// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listingFiltersSearch, listingProductFilters, parseListingFilters } from './listing-filters';

const parse = (search: string) => parseListingFilters(new URLSearchParams(search));

describe("the listing's filters read from its address", () => {
  it("reads the filter form's GET and the app's joined form alike", () => {
    const fromForm = parse('brand=Nua&brand=sofy&size=XL&minPrice=&maxPrice=');
    expect(fromForm).toEqual({ brand: ['nua', 'sofy'], size: ['xl'], minPrice: undefined, maxPrice: undefined });
    expect(parse('brand=nua,sofy&size=xl')).toEqual(fromForm);
    expect(parse('brand=nua%2Csofy&size=xl')).toEqual(fromForm);
  });

  it('ignores empty and repeated values, unreadable prices and parameters it does not know', () => {
    expect(parse('brand=&brand=,nua,,NUA&size= &minPrice=%20&maxPrice=abc&sort=price&page=3')).toEqual({
      brand: ['nua'],
      size: [],
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(parse('minPrice=&minPrice=100&maxPrice=Infinity')).toMatchObject({ minPrice: 100, maxPrice: undefined });
    expect(parse('')).toEqual({ brand: [], size: [], minPrice: undefined, maxPrice: undefined });
  });

  it('writes them back in the joined form, which reads the same', () => {
    const filters = { brand: ['nua', 'sofy'], size: ['xl'], minPrice: 100, maxPrice: 400 };
    const search = listingFiltersSearch(filters);
    expect(search.toString()).toBe('brand=nua%2Csofy&size=xl&minPrice=100&maxPrice=400');
    expect(parseListingFilters(search)).toEqual(filters);
  });

  it("asks a brand's own listing for its products whatever brands the address names", () => {
    const filters = parse('brand=sofy&size=xl');
    expect(listingProductFilters(filters, 'b6a1f9a2-6f55-4f43-9a51-2f1f6a5c0c11')).toEqual({ ...filters, brand: [] });
    expect(listingProductFilters(filters, undefined)).toBe(filters);
  });
});
