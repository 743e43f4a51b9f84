import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

interface PageProps {
  title: string;
  /** The visible heading, when it differs from the document title. */
  heading?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'medium' | 'wide';
  /** Less room above and below the heading on a phone, for a page whose first screen should show more of it. */
  compact?: boolean;
  /** Beside the heading, at its end (a page's own controls), and a line under it: both in the heading's row. */
  aside?: ReactNode;
  subheading?: ReactNode;
}

const WIDTHS = { narrow: 'max-w-md', medium: 'max-w-2xl', wide: 'max-w-5xl' };

/** A page of the store: its document title, one h1 and a centred column. */
export function Page({ title, heading, children, width = 'wide', compact = false, aside, subheading }: PageProps) {
  usePageTitle(title);
  const h1 = (
    <h1 className={`${compact ? 'mb-2 text-xl sm:mb-6' : 'mb-6 text-2xl'} font-bold tracking-tight text-gray-900 sm:text-3xl`}>
      {heading ?? title}
    </h1>
  );
  return (
    <div className={`mx-auto w-full px-4 sm:px-6 ${compact ? 'py-3 sm:py-8' : 'py-8'} ${WIDTHS[width]}`}>
      {aside ? (
        <div className="relative mb-2 flex items-center justify-between gap-3 sm:mb-6">
          <div className="[&>h1]:mb-0">
            {h1}
            {subheading}
          </div>
          {aside}
        </div>
      ) : (
        h1
      )}
      {children}
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>{children}</div>;
}

/** A failure, in words she can read (the API's message is already in her language), and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
          {t('Try again')}
        </button>
      )}
    </div>
  );
}
