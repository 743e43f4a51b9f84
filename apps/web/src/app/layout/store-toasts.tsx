import { lazy, Suspense, useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@padstore/domain/constants';
import { useT } from '../../lib/i18n';
import { showNoticeLeftBehind, useToastsWanted } from '../../lib/toast';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * Where the toasts stand: top right, as the specification says, but below the fixed top bar (4rem, and the promise's line of 2rem), so
 * that for their five seconds they never cover the cart badge, the menu or the notifications bell. On
 * a phone react-toastify spreads them across the screen at its very top; the same offset holds there.
 */
export const TOASTS_BELOW_TOP_BAR = { top: '6.5rem' } as const;

/** The storefront's toasts, mounted with the first one asked for. */
export function StoreToasts() {
  const toastsWanted = useToastsWanted();
  const t = useT();
  useEffect(showNoticeLeftBehind, []);
  if (!toastsWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        style={TOASTS_BELOW_TOP_BAR}
        autoClose={TOAST_AUTO_CLOSE_MS}
        closeOnClick
        draggable
        draggablePercent={80}
        newestOnTop
        aria-label={t('Notifications Alt+T')}
      />
    </Suspense>
  );
}
