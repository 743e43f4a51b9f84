import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { queryKeys } from '../../../lib/query-keys';
import { useClock } from '../../../lib/use-server-clock';
import { PushAsk } from '../../push';
import { useOrder } from '../api/get-orders';
import { ArrivalSummary } from '../components/arrival-summary';

const CONFETTI_MS = 3000;
const CONFETTI_EVERY_MS = 250;

/** /order-success/{id}: the thank-you, with confetti for 3 seconds, fired every 250 ms; the order's number, amount and arrival. */
export function OrderSuccessPage() {
  const { orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useOrder(orderId);
  const now = useClock(60_000);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const t = useT();
  usePageTitle(t('Ordered Successfully!'));

  useEffect(() => {
    queryClient.setQueriesData({ queryKey: queryKeys.cartCount.all }, 0);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    // The confetti library loads only here, so no other page pays for it.
    void import('canvas-confetti').then(({ default: canvasConfetti }) => {
      if (stopped || !canvasRef.current) return;
      // Drawn on this page's own canvas without a worker: the library's worker would start from a blob:
      // address, which the Content-Security-Policy refuses.
      const confetti = canvasConfetti.create(canvasRef.current, { useWorker: false, resize: true });
      const end = Date.now() + CONFETTI_MS;
      timer = setInterval(() => {
        if (Date.now() > end) return clearInterval(timer);
        void confetti({
          particleCount: 40,
          spread: 70,
          startVelocity: 35,
          origin: { x: Math.random(), y: Math.random() * 0.4 },
          disableForReducedMotion: true,
        });
      }, CONFETTI_EVERY_MS);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [queryClient]);

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <canvas ref={canvasRef} data-confetti className="pointer-events-none fixed inset-0 z-50 size-full" aria-hidden="true" />
      <div
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-green-100 text-4xl text-green-700"
        aria-hidden="true"
      >
        ✓
      </div>
      <h1 className="mt-6 text-3xl font-extrabold text-gray-900">{t('Ordered Successfully!')}</h1>
      <p className="mt-2 text-lg text-gray-600">{t('Thank you for Ordering!')}</p>
      {order.data && (
        <div className="mt-6 space-y-2">
          <p className="font-semibold text-gray-900">{t('Order {orderNumber}', { orderNumber: order.data.orderNumber })}</p>
          <ArrivalSummary now={now} order={{ ...order.data, totalAmount: order.data.orderSummary.totalAmount }} />
        </div>
      )}
      {/* After an order, never on a first visit: the shop asks once whether to tell her on this phone. */}
      <PushAsk />
      <Link to={`/order-confirm/${orderId}`} className={buttonClass('primary', 'mt-8')}>
        {t('Continue Shopping')}
      </Link>
    </div>
  );
}
