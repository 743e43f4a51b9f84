import { useId } from 'react';
import { starFills } from './rating-stars';
import { StarIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

interface RatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  /** The legend; 'Rating' by default. */
  label?: string;
}

/**
 * Half-star rating from 0.5 to 5. Each star has two touch targets (its left half and its right half);
 * underneath are ordinary radio buttons, so arrow keys move by half a star and screen readers read
 * "3.5 stars".
 */
export function RatingInput({ value, onChange, error, label }: RatingInputProps) {
  const t = useT();
  const name = useId();
  const fills = starFills(value);
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 block text-sm font-medium text-gray-800">{label ?? t('Rating')}</legend>
      <div className="flex items-center gap-3">
        <div className="flex rounded-lg p-1 focus-within:outline-2 focus-within:outline-brand-600">
          {[1, 2, 3, 4, 5].map((star) => (
            <span key={star} className="relative size-11">
              <StarIcon className="pointer-events-none absolute inset-1 size-9 text-amber-400" fill={fills[star - 1]} />
              {[star - 0.5, star].map((step) => (
                <label key={step} className={`absolute inset-y-0 w-1/2 cursor-pointer ${step === star ? 'right-0' : 'left-0'}`}>
                  <input
                    type="radio"
                    name={name}
                    value={step}
                    checked={value === step}
                    onChange={() => onChange(step)}
                    className="peer sr-only"
                  />
                  <span className="sr-only">{step === 1 ? t('1 star') : t('{step} stars', { step })}</span>
                </label>
              ))}
            </span>
          ))}
        </div>
        <span className="text-sm text-gray-600" aria-hidden="true">
          {value ? `${value} / 5` : t('Tap a star')}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
