import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useRepeats } from '../api/repeats';
import { RepeatCard } from '../components/repeat-card';

/**
 * /repeat-orders: her repeat orders, each with Skip next, Move the next one, Change items, Pause or
 * Resume and Stop. /repeat-orders/{id} (a reminder's Change) shows that one with its items open.
 */
export function RepeatOrdersPage() {
  const t = useT();
  const { repeatId } = useParams();
  const repeats = useRepeats();
  const going = repeats.data?.filter((repeat) => repeat.status !== 'stopped');
  const shown = repeatId ? going?.filter((repeat) => repeat._id === repeatId) : going;
  return (
    <Page title={t('My repeat orders')} width="medium">
      {repeats.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : repeats.isError ? (
        <ErrorState message={errorMessage(repeats.error)} onRetry={() => void repeats.refetch()} />
      ) : !shown || shown.length === 0 ? (
        <Card className="text-center">
          <p className="text-lg font-semibold text-gray-900">{repeatId ? t('This repeat order has stopped') : t('No repeat orders yet')}</p>
          <p className="mt-2 text-sm text-gray-600">
            {t('Choose ‘Deliver this regularly’ on one of your orders or in your cart, and your pads come before you need them.')}
          </p>
          <Link to="/orders" className={buttonClass('primary', 'mt-5')}>
            {t('My orders')}
          </Link>
        </Card>
      ) : (
        <ul className="space-y-4">
          {shown.map((repeat) => (
            <li key={repeat._id}>
              <RepeatCard repeat={repeat} startWith={repeatId ? 'items' : null} />
            </li>
          ))}
        </ul>
      )}
      {repeatId && going && going.length > 1 && (
        <Link to="/repeat-orders" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t('All my repeat orders')}
        </Link>
      )}
    </Page>
  );
}
