import { TextSkeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { safeHtml } from '../../../lib/html';
import { usePageContent, type PagePath } from '../api/get-page';
import { MESSAGES } from '@padstore/domain/messages';

/** A page of operator-written HTML, sanitised before it is shown. */
export function RichTextPage({ title, path }: { title: string; path: PagePath }) {
  const page = usePageContent(path);
  return (
    <Page title={title}>
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
