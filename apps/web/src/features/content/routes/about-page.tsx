import { useEffect, useState } from 'react';
import { ABOUT_IMAGE_INTERVAL_MS } from '@padstore/domain/constants';
import { Skeleton } from '../../../components/ui/skeleton';
import { Card, Page } from '../../../components/ui/page';
import { useT } from '../../../lib/i18n';
import { usePageContent } from '../api/get-page';
import { PageBody } from '../components/rich-text-page';

/** Shows the about page's pictures one after another every five seconds. */
function ImageRotator({ images }: { images: string[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (images.length < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % images.length), ABOUT_IMAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [images.length]);
  const image = images[index];
  if (!image) return null;
  return (
    <figure className="overflow-hidden rounded-2xl bg-brand-50">
      <img
        src={image}
        alt={t('About Pad Store, picture {number} of {count}', { number: index + 1, count: images.length })}
        width={800}
        height={450}
        className="aspect-video w-full object-cover"
      />
    </figure>
  );
}

export function AboutPage() {
  const t = useT();
  const page = usePageContent('settings/getAboutUs');
  return (
    <Page title={t('About Us')}>
      <div className="grid gap-6 lg:grid-cols-2">
        {page.isPending ? <Skeleton className="aspect-video w-full" /> : <ImageRotator images={page.data?.images ?? []} />}
        <Card>
          <PageBody page={page} />
        </Card>
      </div>
    </Page>
  );
}
