import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { TOAST_AUTO_CLOSE_MS } from '@padstore/domain/constants';
import { useT } from '../../lib/i18n';
import { showNoticeLeftBehind, useToastsWanted } from '../../lib/toast';
import { useMediaQuery } from '../../lib/use-media-query';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * Where the toasts stand: top right, as the specification says, but below the fixed top bar (4rem, and the promise's line of 2rem), so
 * that for their five seconds they never cover the cart badge, the menu or the notifications bell. On
 * a phone react-toastify spreads them across the screen at its very top; the same offset holds there.
 */
export const TOASTS_BELOW_TOP_BAR = { top: '6.5rem' } as const;

/**
 * The console's toasts on a phone, where react-toastify spreads them across the screen: at the foot, two
 * at most, as on the staff's floor and rider screens. Below the top bar they covered the console's page
 * title ('Day closed' over the day page's) for their five seconds; a larger screen keeps them top right.
 */
export const CONSOLE_TOASTS_ON_A_PHONE = { position: 'bottom-center', limit: 2 } as const;

/** Where react-toastify spreads its toasts across the screen. */
const PHONE_SCREEN = '(max-width: 480px)';

/** The storefront's toasts (and the console's, which it frames), mounted with the first one asked for. */
export function StoreToasts() {
  const toastsWanted = useToastsWanted();
  const t = useT();
  const phone = useMediaQuery(PHONE_SCREEN);
  const onConsolePhone = useLocation().pathname.startsWith('/admin') && phone;
  useEffect(showNoticeLeftBehind, []);
  if (!toastsWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        {...(onConsolePhone ? CONSOLE_TOASTS_ON_A_PHONE : { position: 'top-right', style: TOASTS_BELOW_TOP_BAR })}
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
