import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { MESSAGES } from '@padstore/domain/messages';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { StoreToasts } from './store-toasts';
import { TopBar, isStaffPath } from './top-bar';
import { useT } from '../../lib/i18n';
import { useToken } from '../../lib/session';
import { PageLoading } from '../../components/ui/skeleton';
import { PageReady } from '../providers';

// A signed-in customer's only: out of the first load of a guest's page.
const CartBar = lazy(() => import('../../features/cart/components/cart-bar').then((module) => ({ default: module.CartBar })));

/** The shared frame of every page: fixed top bar, main content, footer and the toasts. */
export function AppLayout() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const token = useToken();
  const t = useT();

  // A page the app moves to starts at its top. Not the first page: the browser placed that one itself,
  // and a person on a slow phone may have scrolled it (and be tapping) before the app ran.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('Skip to content')}
      </a>
      <TopBar />
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a page fills in. */}
      {/* Below the top bar: its row, and on customer pages the promise's line under it. */}
      <main id="main" className={`min-h-screen flex-1 ${isStaffPath(pathname) ? 'pt-16' : 'pt-24'}`}>
        <OfflineBanner />
        {/* A page's code arrives on first visit; until then a placeholder keeps the frame in place. */}
        {/* The page is marked ready (PageReady) once the boundary's content runs, handlers and all. */}
        <Suspense fallback={<PageLoading />}>
          <PageReady />
          {outlet ?? <p className="p-8 text-center text-gray-600">{t(MESSAGES.noContent)}</p>}
        </Suspense>
      </main>
      <Footer />
      {token && (
        <Suspense fallback={null}>
          <CartBar />
        </Suspense>
      )}
      <StoreToasts />
    </div>
  );
}
