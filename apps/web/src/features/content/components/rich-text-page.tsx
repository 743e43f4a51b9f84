import { TextSkeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { safeHtml } from '../../../lib/html';
import { useT } from '../../../lib/i18n';
import { usePageContent, type PagePath } from '../api/get-page';
import { MESSAGES } from '@padstore/domain/messages';

/** The body of a page of operator-written HTML: loading, failure, the sanitised HTML, or 'No content available'. */
export function PageBody({ page }: { page: ReturnType<typeof usePageContent> }) {
  const t = useT();
  if (page.isPending) return <TextSkeleton lines={8} />;
  if (page.isError) return <ErrorState message={t(MESSAGES.unexpected)} onRetry={() => void page.refetch()} />;
  if (!page.data.description) return <p className="text-gray-600">{t(MESSAGES.noContent)}</p>;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: safeHtml(page.data.description) }} />;
}

/** A page of operator-written HTML, sanitised before it is shown. */
export function RichTextPage({ title, path }: { title: string; path: PagePath }) {
  const page = usePageContent(path);
  return (
    <Page title={title}>
      <Card>
        <PageBody page={page} />
      </Card>
    </Page>
  );
}
