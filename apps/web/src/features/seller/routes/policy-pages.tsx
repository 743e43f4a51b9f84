import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@padstore/domain/messages';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { api } from '../../../lib/api-client';
import { safeHtml } from '../../../lib/html';
import { useT } from '../../../lib/i18n';

function PolicyPage({ path, fallbackTitle }: { path: 'settings/getReturns' | 'settings/getShipping'; fallbackTitle: string }) {
  const t = useT();
  const page = useQuery({
    queryKey: ['policy', path],
    queryFn: () => api(`GET ${path}`).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
  return (
    <Page title={page.data?.title || fallbackTitle}>
      <Card>
        {page.isPending ? (
          <TextSkeleton lines={8} />
        ) : page.isError ? (
          <ErrorState message={t(MESSAGES.unexpected)} onRetry={() => void page.refetch()} />
        ) : page.data.description ? (
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: safeHtml(page.data.description) }} />
        ) : (
          <p className="text-gray-600">{t(MESSAGES.noContent)}</p>
        )}
      </Card>
    </Page>
  );
}

/** The title is the operator's when she wrote one, else the store's own words in her language. */
export function ReturnsPolicyPage() {
  const t = useT();
  return <PolicyPage path="settings/getReturns" fallbackTitle={t('Returns, Refunds and Cancellation')} />;
}

export function ShippingPolicyPage() {
  const t = useT();
  return <PolicyPage path="settings/getShipping" fallbackTitle={t('Shipping and Delivery')} />;
}
