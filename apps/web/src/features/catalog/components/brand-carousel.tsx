import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS } from '@padstore/domain/constants';
import type { Brand } from '../api/get-brands';

interface BrandCarouselProps {
  brands: Brand[];
  selectedId: string | null;
  onSelect: (brandId: string | null) => void;
}

/** How many brand tiles fit: two and a half on a phone, more on wider screens. */
const WIDE_SCREEN = '(min-width: 768px)';

function useVisibleCount() {
  const [wide, setWide] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE_SCREEN);
    if (!query) return;
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide ? 4 : 2.5;
}

/**
 * The brand carousel: advances one brand every 2.5 s with a 700 ms slide, and after the last brand
 * jumps back to the first. It pauses while pointed at or focused, and for people who ask for less motion.
 */
export function BrandCarousel({ brands, selectedId, onSelect }: BrandCarouselProps) {
  const visible = useVisibleCount();
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const lastStart = Math.max(0, Math.ceil(brands.length - visible));
  const shown = Math.min(start, lastStart);

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced || lastStart === 0) return;
    const timer = setInterval(() => setStart((value) => (Math.min(value, lastStart) >= lastStart ? 0 : value + 1)), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, lastStart]);

  return (
    <div
      className="overflow-hidden"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        className="flex ease-in-out"
        style={{
          transform: `translateX(-${(shown * 100) / visible}%)`,
          transitionProperty: 'transform',
          transitionDuration: `${CAROUSEL_TRANSITION_MS}ms`,
        }}
        aria-label="Brands"
      >
        {brands.map((brand) => {
          const selected = brand._id === selectedId;
          return (
            <li key={brand._id} className="shrink-0 px-1.5" style={{ width: `${100 / visible}%` }}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(selected ? null : brand._id)}
                className={`flex w-full flex-col items-center gap-1 rounded-2xl border bg-white p-2 transition-colors ${selected ? 'border-brand-700 ring-2 ring-brand-200' : 'border-gray-200 hover:border-brand-300'}`}
              >
                <img
                  src={brand.image || '/demo/placeholder.svg'}
                  alt=""
                  width={240}
                  height={120}
                  className="aspect-[2/1] w-full object-contain"
                />
                <span className="text-sm font-semibold text-gray-800">{brand.brandName}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
