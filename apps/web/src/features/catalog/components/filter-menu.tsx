import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PRICE_CEILING, PRICE_FLOOR } from '@padstore/domain/constants';
import { Button, buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import type { Brand } from '../api/get-brands';
import type { ProductFilters } from '../api/types';
import { clampMaxPrice, clampMinPrice, parsePrice } from './price-range';

interface FilterMenuProps {
  /** The menu's element id, which the Filters button opens (`popovertarget`). */
  id: string;
  /** The listing the form leads to: its submit without the app gives this address with the filters. */
  action: string;
  filters: ProductFilters;
  brands: Brand[];
  sizes: string[];
  /** Hidden on a brand's own listing. */
  showBrands: boolean;
  onApply: (filters: ProductFilters) => void;
  /** Told when the menu opens or closes, however it did. */
  onToggle?: (open: boolean) => void;
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Whether a popover element is open; false where the browser has no popovers. */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return Boolean(element?.matches(':popover-open'));
  } catch {
    return false;
  }
}

function CheckboxGroup({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  selected: string[];
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
              name={name}
              value={option.value}
              className="size-4 accent-brand-700"
              defaultChecked={selected.includes(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const priceField = (form: HTMLFormElement, name: 'minPrice' | 'maxPrice') => form.elements.namedItem(name) as HTMLInputElement;

/** What the form's fields say, by their names, with the price rules applied. */
function filtersOf(form: HTMLFormElement): ProductFilters {
  const data = new FormData(form);
  const texts = (name: string) => data.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');
  const min = clampMinPrice(parsePrice(texts('minPrice')[0] ?? ''), parsePrice(texts('maxPrice')[0] ?? ''));
  return {
    brand: texts('brand'),
    size: texts('size'),
    minPrice: min,
    maxPrice: clampMaxPrice(parsePrice(texts('maxPrice')[0] ?? ''), min),
    ...(texts('q')[0] ? { q: texts('q')[0] } : {}),
  };
}

/**
 * The filter menu of the product listing: brands, sizes and a price range, applied together. It is a
 * real form in the page from the first paint, a popover that the Filters button opens and a tap outside
 * or Escape closes, all without the app: before the app runs, or without JavaScript, Apply Filters
 * leads to the listing's address with the filters (`?brand=a&brand=b&size=xl&minPrice=&maxPrice=`).
 * Once the app runs it applies them itself. The fields keep what was chosen before the app ran.
 */
export function FilterMenu({ id, action, filters, brands, sizes, showBrands, onApply, onToggle }: FilterMenuProps) {
  const t = useT();
  const [prices, setPrices] = useState({ min: filters.minPrice, max: filters.maxPrice });
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const fieldId = useId();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !onToggle) return;
    const toggled = () => onToggle(isPopoverOpen(panel));
    // A menu opened before the app ran is open now.
    toggled();
    panel.addEventListener('toggle', toggled);
    return () => panel.removeEventListener('toggle', toggled);
  }, [onToggle]);

  const read = () => {
    const form = formRef.current;
    if (form) setPrices({ min: parsePrice(priceField(form, 'minPrice').value), max: parsePrice(priceField(form, 'maxPrice').value) });
  };
  const fix = (field: 'minPrice' | 'maxPrice') => {
    const form = formRef.current;
    if (!form) return;
    const min = parsePrice(priceField(form, 'minPrice').value);
    const max = parsePrice(priceField(form, 'maxPrice').value);
    priceField(form, field).value = priceText(field === 'minPrice' ? clampMinPrice(min, max) : clampMaxPrice(max, min));
    read();
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filtersOf(event.currentTarget));
    try {
      panelRef.current?.hidePopover();
    } catch {
      // A browser without popovers shows no menu to close.
    }
  };
  const clear = () => {
    for (const input of Array.from(formRef.current?.querySelectorAll('input') ?? [])) {
      if (input.type === 'checkbox') input.checked = false;
      else if (input.type !== 'hidden') input.value = '';
    }
    read();
  };

  return (
    <div
      ref={panelRef}
      id={id}
      popover="auto"
      role="dialog"
      aria-label={t('Filters')}
      className="fixed top-20 right-[max(1rem,calc((100vw-72rem)/2+1.5rem))] left-auto m-0 max-h-[calc(100dvh-6rem)] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-gray-200 bg-white p-5 text-gray-900 shadow-xl"
    >
      <form ref={formRef} method="get" action={action} onSubmit={apply} className="space-y-5">
        {/* The search the filters narrow down stays with them. */}
        {filters.q && <input type="hidden" name="q" value={filters.q} />}
        {showBrands && (
          <CheckboxGroup
            legend={t('Brands')}
            name="brand"
            options={brands.map((brand) => ({ value: brand.brandName.toLowerCase(), label: brand.brandName }))}
            selected={filters.brand}
          />
        )}
        <CheckboxGroup
          legend={t('Sizes')}
          name="size"
          options={sizes.map((size) => ({ value: size.toLowerCase(), label: size }))}
          selected={filters.size}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t('Price (₹)')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={`${fieldId}-min`} className="mb-1 block text-xs text-gray-600">
                {t('Min')}
              </label>
              <input
                id={`${fieldId}-min`}
                name="minPrice"
                type="number"
                inputMode="numeric"
                min={PRICE_FLOOR}
                max={prices.max ?? PRICE_CEILING}
                placeholder={String(PRICE_FLOOR)}
                defaultValue={priceText(filters.minPrice)}
                onChange={read}
                onBlur={() => fix('minPrice')}
                className="w-full rounded-lg border border-gray-300 px-3 py-2"
              />
            </div>
            <div>
              <label htmlFor={`${fieldId}-max`} className="mb-1 block text-xs text-gray-600">
                {t('Max')}
              </label>
              <input
                id={`${fieldId}-max`}
                name="maxPrice"
                type="number"
                inputMode="numeric"
                min={prices.min ?? PRICE_FLOOR}
                max={PRICE_CEILING}
                placeholder={String(PRICE_CEILING)}
                defaultValue={priceText(filters.maxPrice)}
                onChange={read}
                onBlur={() => fix('maxPrice')}
                className="w-full rounded-lg border border-gray-300 px-3 py-2"
              />
            </div>
          </div>
        </fieldset>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1">
            {t('Apply Filters')}
          </Button>
          {/* Without the app it leads to the listing without filters. */}
          <Link
            to={action}
            className={buttonClass('ghost')}
            role="button"
            onClick={(event) => {
              event.preventDefault();
              clear();
            }}
          >
            {t('Clear')}
          </Link>
        </div>
      </form>
    </div>
  );
}
