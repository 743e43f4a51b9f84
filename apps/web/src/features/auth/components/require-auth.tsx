import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../../../lib/session';

/** Sends a guest to /login and brings them back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  if (!token) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}

/** Where to go after signing in: the page that asked for it, if it is one of ours. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}
