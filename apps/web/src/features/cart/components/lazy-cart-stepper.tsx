import { lazy, Suspense } from 'react';
import type { CartStepperProps } from './cart-stepper';

// Only for a product in her cart: its code stays out of the first load of a guest's page.
const CartStepper = lazy(() => import('./cart-stepper').then((module) => ({ default: module.CartStepper })));

/** The stepper, with its room kept (and its busy words shown) while its code arrives, the first time only. */
export function LazyCartStepper(props: CartStepperProps) {
  return (
    <Suspense
      fallback={
        <div className={`flex min-h-11 items-center justify-center rounded-lg bg-brand-700 text-sm font-bold text-white ${props.className ?? ''}`}>
          Adding...
        </div>
      }
    >
      <CartStepper {...props} />
    </Suspense>
  );
}
