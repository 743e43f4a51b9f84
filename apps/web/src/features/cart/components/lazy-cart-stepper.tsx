import { lazy, Suspense } from 'react';
import type { CartStepperProps } from './cart-stepper';

// Only for a product in her cart: its code stays out of the first load of a guest's page.
const CartStepper = lazy(() => import('./cart-stepper').then((module) => ({ default: module.CartStepper })));

/** The stepper, once its code has come (the first time only; its room beside Buy Now is kept meanwhile). */
export function LazyCartStepper(props: CartStepperProps) {
  return (
    <Suspense fallback={null}>
      <CartStepper {...props} />
    </Suspense>
  );
}
