import { useEffect, useMemo } from 'react';
import { SUGGEST_MIN_LENGTH } from '@padstore/domain/constants';
import { useT } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchSuggestions } from '../api/get-search-suggestions';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** A suggestion of the list: a product (its brand and size beside it) or a brand. */
export interface Suggestion {
  id: string;
  label: string;
  /** The product's brand and size; none for a brand. */
  detail?: string;
  to: string;
}

/** Where the list is: open or not, and which suggestion is chosen (-1: none, the box itself). */
export interface ListState {
  listOpen: boolean;
  active: number;
}

/**
 * The list's next state for a key pressed in the box, or null for a key the list leaves alone: arrows
 * open the list, then move through the suggestions and back to the box; Escape closes it.
 */
export function keyInList(key: string, { listOpen, active }: ListState, count: number): ListState | null {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (!listOpen) return { listOpen: true, active };
    if (count === 0) return { listOpen, active };
    const next = active + (key === 'ArrowDown' ? 1 : -1);
    return { listOpen, active: next >= count ? -1 : next < -1 ? count - 1 : next };
  }
  if (key === 'Escape' && listOpen && count > 0) return { listOpen: false, active: -1 };
  return null;
}

interface SearchSuggestionsProps {
  /** What she has typed so far. */
  text: string;
  /** The prefix of the suggestions' element ids. */
  idPrefix: string;
  active: number;
  /** Told the suggestions whenever they change, for the box's keys and its ARIA state. */
  onOptions: (options: Suggestion[]) => void;
  onChoose: (to: string) => void;
}

/**
 * The search box's suggestions (search-box.tsx loads this on her first focus): asked for after 2 letters
 * and a pause, and rendered as the options of the box's listbox.
 */
export function SearchSuggestions({ text, idPrefix, active, onOptions, onChoose }: SearchSuggestionsProps) {
  const t = useT();
  const typed = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(typed);
  const data = text.trim().length >= SUGGEST_MIN_LENGTH ? suggestions.data : undefined;
  const options = useMemo<Suggestion[]>(
    () =>
      data
        ? [
            ...data.products.map((product) => ({
              id: `${idPrefix}-p-${product._id}`,
              label: product.productName,
              detail: `${product.brandName} · ${product.size}`,
              to: `/product/${product._id}`,
            })),
            ...data.brands.map((brand) => ({ id: `${idPrefix}-b-${brand._id}`, label: brand.brandName, to: `/all-products/${brand._id}` })),
          ]
        : [],
    [data, idPrefix],
  );
  useEffect(() => onOptions(options), [options, onOptions]);

  return options.map((option, index) => (
    <li
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={index === active}
      // Pressed, the input would lose its focus and close the list before the tap lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option.to)}
      className={`flex min-h-11 cursor-pointer flex-col justify-center px-4 py-1.5 ${index === active ? 'bg-brand-50' : 'hover:bg-gray-50'}`}
    >
      <span className="text-sm font-medium text-gray-900">{option.label}</span>
      <span className="text-xs text-gray-600">{option.detail ?? t('Brand')}</span>
    </li>
  ));
}
