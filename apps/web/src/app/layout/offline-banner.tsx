import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { OFFLINE_MESSAGES } from '@padstore/domain/messages';
import { useT } from '../../lib/i18n';
import { useOffline } from '../../lib/offline';

/**
 * Says she is offline, above every page of the shop, while the network is gone: what she sees is the
 * copy the service worker kept (decision record 022), which may be out of date, and adding to cart
 * waits for the network. When the network returns, everything on the screen is asked for again, so
 * no copy stays on it as if it were current.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const t = useT();
  const queryClient = useQueryClient();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (offline) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void queryClient.invalidateQueries();
    }
  }, [offline, queryClient]);

  if (!offline) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="mx-auto max-w-7xl">
        <strong className="font-semibold">{t(OFFLINE_MESSAGES.banner)}</strong> {t(OFFLINE_MESSAGES.mayBeOutOfDate)}
      </p>
    </div>
  );
}
