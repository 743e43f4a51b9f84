import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { CartStepper, useCartLine } from '../../cart';

interface ProductButtonsProps {
  productId: string;
  signedIn: boolean;
  outOfStock: boolean;
  adding: boolean;
  onAdd: () => void;
  onBuy: () => void;
  /** On the home page a guest's Add to Cart is disabled rather than sending them to register. */
  disableAddForGuests?: boolean;
  /** Classes for both buttons besides their look. */
  className?: string;
  /** Packs her branch holds: where her '+' stops. */
  stock?: number | null;
}

/** A double tap's two taps come within this: the second one, meant for Add to Cart, is not a '+'. */
const DOUBLE_TAP_MS = 500;

/** Looks disabled, and is for assistive technology, while staying a control a tap can be kept on. */
const LOOKS_DISABLED =
  'aria-disabled:cursor-not-allowed aria-disabled:border-gray-300 aria-disabled:text-gray-400 aria-disabled:hover:bg-white';

/**
 * Add to Cart and Buy Now of a product. A guest's are links to /register, which work before the app
 * runs and without JavaScript. A customer's need the app: a tap on them before it runs is kept and
 * carried out once it does (`data-needs-app`, see src/early/keep-taps.ts). Over a page painted for a
 * guest her taps on the guest's links wait for her own buttons of the same name (`data-customer-needs-app`).
 */
export function ProductButtons({
  productId,
  signedIn,
  outOfStock,
  adding,
  onAdd,
  onBuy,
  disableAddForGuests = false,
  className = '',
  stock,
}: ProductButtonsProps) {
  const add = `add-to-cart:${productId}`;
  const buy = `buy-now:${productId}`;
  const line = useCartLine(productId);
  const t = useT();
  const [addTappedAt, setAddTappedAt] = useState(0);
  const tapAdd = () => {
    setAddTappedAt(Date.now());
    onAdd();
  };
  if (signedIn) {
    return (
      <>
        {/* Once it is in her cart, Add to Cart becomes '− N +' in its place. */}
        {line && !outOfStock ? (
          // The buttons' padding is not the stepper's: its own plus and minus fill it to the edge.
          <CartStepper
            line={line}
            stock={stock}
            adding={adding}
            ignoreTapsUntil={addTappedAt + DOUBLE_TAP_MS}
            className={className.replace(/(^|\s)(\w+:)?p[xy]-\S+/g, '')}
          />
        ) : (
          <Button
            variant="secondary"
            className={className}
            data-needs-app={add}
            onClick={tapAdd}
            busy={adding}
            busyText={t('Adding...')}
            disabled={outOfStock}
          >
            {t('Add to Cart')}
          </Button>
        )}
        <Button className={className} data-needs-app={buy} onClick={onBuy} disabled={outOfStock}>
          {t('Buy Now')}
        </Button>
      </>
    );
  }
  if (outOfStock) {
    return (
      <>
        <Button variant="secondary" className={className} disabled>
          {t('Add to Cart')}
        </Button>
        <Button className={className} disabled>
          {t('Buy Now')}
        </Button>
      </>
    );
  }
  return (
    <>
      {disableAddForGuests ? (
        <Button variant="secondary" className={`${className} ${LOOKS_DISABLED}`} aria-disabled="true" data-customer-needs-app={add}>
          {t('Add to Cart')}
        </Button>
      ) : (
        <Link to="/register" className={buttonClass('secondary', className)} data-customer-needs-app={add}>
          {t('Add to Cart')}
        </Link>
      )}
      <Link to="/register" className={buttonClass('primary', className)} data-customer-needs-app={buy}>
        {t('Buy Now')}
      </Link>
    </>
  );
}
