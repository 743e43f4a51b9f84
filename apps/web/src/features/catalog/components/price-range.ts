import { PRICE_CEILING, PRICE_FLOOR } from '@padstore/domain/constants';

/**
 * The price filter's rules: the minimum runs from 0 up to the current maximum (or 5000), the maximum
 * from the current minimum up to 5000. Empty means no bound.
 */
export function clampMinPrice(min: number | undefined, max: number | undefined): number | undefined {
  if (min === undefined || Number.isNaN(min)) return undefined;
  return Math.min(Math.max(min, PRICE_FLOOR), max ?? PRICE_CEILING);
}

export function clampMaxPrice(max: number | undefined, min: number | undefined): number | undefined {
  if (max === undefined || Number.isNaN(max)) return undefined;
  return Math.max(Math.min(max, PRICE_CEILING), min ?? PRICE_FLOOR);
}

export const parsePrice = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
