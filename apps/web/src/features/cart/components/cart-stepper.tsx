import { useEffect, useState } from 'react';
import { CART_MESSAGES } from '@padstore/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import type { CartItem } from '../api/get-cart';
import { useStepCartLine } from '../api/step-cart-line';

export interface CartStepperProps {
  line: CartItem;
  /** Packs her branch holds, as the product says it (the line's own figure comes first). */
  stock: number | null | undefined;
  /** Shown while the product's Add to Cart is on its way, as that button showed it. */
  adding?: boolean;
  /**
   * Until this instant (ms since the epoch) its buttons wait disabled: the stepper took the place of an Add
   * to Cart just tapped, and the second half of a double tap meant for that button would land on its '+'.
   * Disabled, not deaf: a tap that waits for them (a keyboard, a test) is taken once they are enabled.
   */
  ignoreTapsUntil?: number;
  className?: string;
}

/**
 * '− N +' in place of a product's Add to Cart once it is in her cart: each tap changes the cart at once
 * ('Adding...' while it is on its way), minus at one pack takes it out, and plus stops at what her branch
 * holds, saying so.
 */
export function CartStepper({ line, stock, adding = false, ignoreTapsUntil = 0, className = '' }: CartStepperProps) {
  const t = useT();
  const step = useStepCartLine();
  const [settling, setSettling] = useState(() => Date.now() < ignoreTapsUntil);
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setSettling(false), Math.max(0, ignoreTapsUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [settling, ignoreTapsUntil]);
  const busy = adding || step.isPending;
  const { _id: productId, productName } = line.productId;
  const limit = line.availableQuantity ?? stock ?? null;
  const atLimit = limit !== null && line.quantity >= limit;
  const run = (kind: 'more' | 'fewer') =>
    step.mutate(
      { step: kind === 'fewer' && line.quantity <= 1 ? 'out' : kind, productId },
      { onError: (error) => notify.error(errorMessage(error)) },
    );
  const button = 'flex w-9 shrink-0 items-center justify-center text-xl font-bold disabled:opacity-50 sm:w-11';
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div
        role="group"
        aria-label={t('Quantity of {productName} in your cart', { productName })}
        aria-busy={busy || undefined}
        className="relative flex min-h-11 items-stretch justify-between overflow-hidden rounded-lg bg-brand-700 text-white"
      >
        <button type="button" className={button} aria-label={t('One fewer')} disabled={busy || settling} onClick={() => run('fewer')}>
          −
        </button>
        {/* While a change is on its way its words cover the whole stepper, whose buttons wait disabled beneath. */}
        <span
          className={`flex min-w-6 flex-1 items-center justify-center text-sm font-bold ${busy ? 'absolute inset-0 bg-brand-700' : ''}`}
          aria-live="polite"
        >
          {busy ? t('Adding...') : line.quantity}
        </span>
        <button
          type="button"
          className={button}
          aria-label={t('One more')}
          disabled={busy || settling || atLimit}
          onClick={() => run('more')}
        >
          +
        </button>
      </div>
      {atLimit && <p className="text-xs font-semibold whitespace-normal text-amber-800">{t(CART_MESSAGES.allLeftInCart(limit))}</p>}
    </div>
  );
}
