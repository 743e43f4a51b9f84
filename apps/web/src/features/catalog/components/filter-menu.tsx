import { useEffect, useId, useRef, useState } from 'react';
import { PRICE_CEILING, PRICE_FLOOR } from '@padstore/domain/constants';
import { Button } from '../../../components/ui/button';
import type { Brand } from '../api/get-brands';
import type { ProductFilters } from '../api/types';
import { clampMaxPrice, clampMinPrice, parsePrice } from './price-range';

interface FilterMenuProps {
  filters: ProductFilters;
  brands: Brand[];
  sizes: string[];
  /** Hidden on a brand's own listing. */
  showBrands: boolean;
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

function CheckboxGroup({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: { value: string; label: string }[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The filter menu of the product listing: brands, sizes and a price range, applied together. */
export function FilterMenu({ filters, brands, sizes, showBrands, onApply, onClose }: FilterMenuProps) {
  const [draft, setDraft] = useState(filters);
  const [minText, setMinText] = useState(priceText(filters.minPrice));
  const [maxText, setMaxText] = useState(priceText(filters.maxPrice));
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [onClose]);

  const minPrice = parsePrice(minText);
  const maxPrice = parsePrice(maxText);
  const fixMin = () => setMinText(priceText(clampMinPrice(minPrice, maxPrice)));
  const fixMax = () => setMaxText(priceText(clampMaxPrice(maxPrice, minPrice)));

  const apply = () => {
    const min = clampMinPrice(minPrice, maxPrice);
    onApply({ ...draft, minPrice: min, maxPrice: clampMaxPrice(maxPrice, min) });
  };

  return (
    <div
      ref={ref}
      role="dialog"
      aria-label="Filters"
      className="absolute right-0 z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-xl"
    >
      {showBrands && (
        <CheckboxGroup
          legend="Brands"
          options={brands.map((brand) => ({ value: brand.brandName.toLowerCase(), label: brand.brandName }))}
          selected={draft.brand}
          onToggle={(value) => setDraft({ ...draft, brand: toggle(draft.brand, value) })}
        />
      )}
      <CheckboxGroup
        legend="Sizes"
        options={sizes.map((size) => ({ value: size.toLowerCase(), label: size }))}
        selected={draft.size}
        onToggle={(value) => setDraft({ ...draft, size: toggle(draft.size, value) })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900">Price (₹)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-gray-600">
              Min
            </label>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="numeric"
              min={PRICE_FLOOR}
              max={maxPrice ?? PRICE_CEILING}
              placeholder={String(PRICE_FLOOR)}
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              onBlur={fixMin}
              className="w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-gray-600">
              Max
            </label>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={minPrice ?? PRICE_FLOOR}
              max={PRICE_CEILING}
              placeholder={String(PRICE_CEILING)}
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              onBlur={fixMax}
              className="w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </div>
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button className="flex-1" onClick={apply}>
          Apply Filters
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({ brand: [], size: [] });
            setMinText('');
            setMaxText('');
          }}
        >
          Clear
        </Button>
      </div>
    </div>
  );
}
