import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_MESSAGES } from '@padstore/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, Page } from '../../../components/ui/page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';

/** The loading and failure states every order page shares; 'Order not found' for another's order. */
export function OrderLoader({
  title,
  query,
  children,
}: {
  title: string;
  query: { isPending: boolean; error: unknown };
  children: () => ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <Page title={title}>
        <Skeleton className="h-72 rounded-2xl" />
      </Page>
    );
  }
  if (query.error) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Page title={missing ? t(ORDER_MESSAGES.orderNotFound) : title}>
        {!missing && <ErrorState message={errorMessage(query.error)} />}
        <Link to="/orders" className="font-semibold text-brand-700 hover:underline">
          {t('See your orders')}
        </Link>
      </Page>
    );
  }
  return children();
}
