import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FilterMenu } from './filter-menu';
import { clampMaxPrice, clampMinPrice } from './price-range';

const brands = [
  { _id: 'b1', id: 'b1', brandName: 'Whisper', image: '' },
  { _id: 'b2', id: 'b2', brandName: 'Sofy', image: '' },
];
const sizes = ['Regular', 'XL'];

function renderMenu(overrides: Partial<Parameters<typeof FilterMenu>[0]> = {}) {
  const onApply = vi.fn();
  render(
    <MemoryRouter>
      <FilterMenu
        id="filters"
        action="/all-products"
        filters={{ brand: [], size: [] }}
        brands={brands}
        sizes={sizes}
        showBrands
        onApply={onApply}
        {...overrides}
      />
    </MemoryRouter>,
  );
  return { onApply };
}

// The menu is a closed popover, which the test's browser cannot open: its parts are found though hidden.

/** What the browser sends when the form is submitted without the app: its fields, by name. */
const nativeQuery = () => new URLSearchParams(new FormData(document.querySelector<HTMLFormElement>('#filters form')!) as never).toString();

describe('price rules', () => {
  it('keeps the minimum between 0 and the current maximum (or 5000)', () => {
    expect(clampMinPrice(-10, undefined)).toBe(0);
    expect(clampMinPrice(9000, undefined)).toBe(5000);
    expect(clampMinPrice(600, 400)).toBe(400);
    expect(clampMinPrice(undefined, 400)).toBeUndefined();
  });

  it('keeps the maximum between the current minimum and 5000', () => {
    expect(clampMaxPrice(9000, undefined)).toBe(5000);
    expect(clampMaxPrice(100, 300)).toBe(300);
    expect(clampMaxPrice(-5, undefined)).toBe(0);
  });
});

describe('filter menu', () => {
  it('applies the chosen brands, sizes and prices together', async () => {
    const { onApply } = renderMenu();
    await userEvent.click(screen.getByLabelText('Whisper'));
    await userEvent.click(screen.getByLabelText('XL'));
    await userEvent.type(screen.getByLabelText('Min'), '100');
    await userEvent.type(screen.getByLabelText('Max'), '700');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters', hidden: true }));
    expect(onApply).toHaveBeenCalledWith({ brand: ['whisper'], size: ['xl'], minPrice: 100, maxPrice: 700 });
  });

  it('pulls a minimum above the maximum down to it, and a maximum above 5000 down to 5000', async () => {
    const { onApply } = renderMenu();
    await userEvent.type(screen.getByLabelText('Max'), '300');
    await userEvent.type(screen.getByLabelText('Min'), '450');
    fireEvent.blur(screen.getByLabelText('Min'));
    expect(screen.getByLabelText('Min')).toHaveValue(300);
    await userEvent.clear(screen.getByLabelText('Max'));
    await userEvent.type(screen.getByLabelText('Max'), '8000');
    fireEvent.blur(screen.getByLabelText('Max'));
    expect(screen.getByLabelText('Max')).toHaveValue(5000);
    expect(screen.getByLabelText('Max')).toHaveAttribute('min', '300');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters', hidden: true }));
    expect(onApply).toHaveBeenCalledWith({ brand: [], size: [], minPrice: 300, maxPrice: 5000 });
  });

  it('hides the brand filter on a brand listing', () => {
    renderMenu({ showBrands: false });
    expect(screen.queryByText('Brands')).not.toBeInTheDocument();
    expect(screen.getByText('Sizes')).toBeInTheDocument();
  });

  it('is a form that, without the app, leads to the listing with the chosen filters in the address', async () => {
    renderMenu({ action: '/all-products' });
    const form = document.querySelector<HTMLFormElement>('#filters form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/all-products');
    const menu = document.getElementById('filters')!;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('role', 'dialog');
    expect(menu).toHaveAttribute('aria-label', 'Filters');
    await userEvent.click(screen.getByLabelText('Whisper'));
    await userEvent.click(screen.getByLabelText('Sofy'));
    await userEvent.click(screen.getByLabelText('XL'));
    expect(nativeQuery()).toBe('brand=whisper&brand=sofy&size=xl&minPrice=&maxPrice=');
  });

  it('starts from the filters in the address, and Clear empties every field without applying', async () => {
    const { onApply } = renderMenu({ filters: { brand: ['sofy'], size: ['regular'], minPrice: 100, maxPrice: 400 } });
    expect(nativeQuery()).toBe('brand=sofy&size=regular&minPrice=100&maxPrice=400');
    await userEvent.click(screen.getByRole('button', { name: 'Clear', hidden: true }));
    expect(nativeQuery()).toBe('minPrice=&maxPrice=');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters', hidden: true }));
    expect(onApply).toHaveBeenCalledWith({ brand: [], size: [] });
  });
});
