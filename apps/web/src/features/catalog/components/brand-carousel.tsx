import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS } from '@padstore/domain/constants';
import { useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Brand } from '../api/get-brands';

interface BrandCarouselProps {
  brands: Brand[];
  selectedId: string | null;
  onSelect: (brandId: string | null) => void;
}

/** How many brand tiles fit: two and a half on a phone, four on wider screens. */
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * The tiles' widths follow the screen in the stylesheet (two and a half or four to a row); this count
 * only paces the sliding. A page rendered by the server has no screen to measure: it counts for a phone.
 */
function useVisibleCount() {
  return useMediaQuery(WIDE_SCREEN, true) ? 4 : 2.5;
}

/**
 * The brand carousel: advances one brand every 2.5 s with a 700 ms slide, and after the last brand
 * jumps back to the first. It pauses while pointed at or focused, and for people who ask for less motion.
 */
export function BrandCarousel({ brands, selectedId, onSelect }: BrandCarouselProps) {
  const t = useT();
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
        aria-label={t('Brands')}
      >
        {brands.map((brand) => {
          const selected = brand._id === selectedId;
          return (
            <li key={brand._id} className="w-2/5 shrink-0 px-1.5 md:w-1/4">
              <button
                type="button"
                aria-pressed={selected}
                data-needs-app={`brand:${brand._id}`}
                onClick={() => onSelect(selected ? null : brand._id)}
                className={`flex w-full flex-col items-center gap-1 rounded-2xl border bg-white p-2 transition-colors ${selected ? 'border-brand-700 ring-2 ring-brand-200' : 'border-gray-200 hover:border-brand-300'}`}
              >
                <img
                  src={brand.image || '/demo/placeholder.svg'}
                  alt=""
                  width={240}
                  height={120}
                  // After the page's largest picture (the home page's banner), which is fetched first.
                  fetchPriority="low"
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
