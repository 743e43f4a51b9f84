import { useT } from '../../lib/i18n';

/** A grey placeholder that pulses while data is on its way. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-md bg-gray-200 ${className}`} aria-hidden="true" />;
}

export function TextSkeleton({ lines = 4 }: { lines?: number }) {
  const t = useT();
  return (
    <div className="space-y-3" role="status" aria-label={t('Loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={`h-4 ${index === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

/** Shown while a page's code is on its way, in the place the page will take. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-8" role="status" aria-label={t('Loading')}>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
