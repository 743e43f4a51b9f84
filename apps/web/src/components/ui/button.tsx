import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-300',
  secondary: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-gray-300 disabled:text-gray-400',
  ghost: 'text-gray-700 hover:bg-gray-100 disabled:text-gray-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
};

/** The button look; a padding given in `extra` replaces the default one rather than fighting it. */
export const buttonClass = (variant: Variant = 'primary', extra = '') => {
  const paddingX = /(^|\s)px-/.test(extra) ? '' : 'px-5';
  const paddingY = /(^|\s)py-/.test(extra) ? '' : 'py-2.5';
  return `inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg ${paddingX} ${paddingY} text-sm font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shown instead of the children while the call runs; the button is disabled meanwhile. */
  busyText?: string;
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyText,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />}
      {busy && busyText ? busyText : children}
    </button>
  );
}

/** What a list read a page at a time (TanStack Query's infinite query) tells of its next page. */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The button under a list read a page at a time ('Older entries'): reads the next page, busy while it
 * comes; nothing once the list has no more.
 */
export function NextPageButton({ list, ...props }: { list: PagedList } & Omit<ButtonProps, 'busy' | 'onClick'>) {
  if (!list.hasNextPage) return null;
  return <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} {...props} />;
}
