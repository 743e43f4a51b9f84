import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@padstore/domain/messages';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { api } from '../../../lib/api-client';
import { safeHtml } from '../../../lib/html';

function PolicyPage({ path, fallbackTitle }: { path: 'settings/getReturns' | 'settings/getShipping'; fallbackTitle: string }) {
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
          <ErrorState message={MESSAGES.unexpected} onRetry={() => void page.refetch()} />
        ) : page.data.description ? (
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: safeHtml(page.data.description) }} />
        ) : (
          <p className="text-gray-600">{MESSAGES.noContent}</p>
        )}
      </Card>
    </Page>
  );
}

export const ReturnsPolicyPage = () => <PolicyPage path="settings/getReturns" fallbackTitle="Returns, Refunds and Cancellation" />;
export const ShippingPolicyPage = () => <PolicyPage path="settings/getShipping" fallbackTitle="Shipping and Delivery" />;
