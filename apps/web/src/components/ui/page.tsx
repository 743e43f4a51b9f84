import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

interface PageProps {
  title: string;
  /** The visible heading, when it differs from the document title. */
  heading?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'medium' | 'wide';
  /** Less room above and below the heading on a phone, for a page whose first screen should show more of it. */
  compact?: boolean;
}

const WIDTHS = { narrow: 'max-w-md', medium: 'max-w-2xl', wide: 'max-w-5xl' };

/** A page of the store: its document title, one h1 and a centred column. */
export function Page({ title, heading, children, width = 'wide', compact = false }: PageProps) {
  usePageTitle(title);
  return (
    <div className={`mx-auto w-full px-4 sm:px-6 ${compact ? 'py-3 sm:py-8' : 'py-8'} ${WIDTHS[width]}`}>
      <h1 className={`${compact ? 'mb-2 text-xl sm:mb-6' : 'mb-6 text-2xl'} font-bold tracking-tight text-gray-900 sm:text-3xl`}>{heading ?? title}</h1>
      {children}
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>{children}</div>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
          Try again
        </button>
      )}
    </div>
  );
}
