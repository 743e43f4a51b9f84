import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  const onClose = vi.fn();
  render(
    <div>
      <p>outside</p>
      <FilterMenu
        filters={{ brand: [], size: [] }}
        brands={brands}
        sizes={sizes}
        showBrands
        onApply={onApply}
        onClose={onClose}
        {...overrides}
      />
    </div>,
  );
  return { onApply, onClose };
}

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
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
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
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith({ brand: [], size: [], minPrice: 300, maxPrice: 5000 });
  });

  it('hides the brand filter on a brand listing', () => {
    renderMenu({ showBrands: false });
    expect(screen.queryByText('Brands')).not.toBeInTheDocument();
    expect(screen.getByText('Sizes')).toBeInTheDocument();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { onClose } = renderMenu();
    await userEvent.click(screen.getByText('Sizes'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('outside'));
    expect(onClose).toHaveBeenCalled();
  });
});
