import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionKnown, useToken } from '../../../lib/session';

/**
 * Sends a guest to /login and brings them back here after signing in. A page the server rendered (it
 * knows no session) is shown as rendered until the app has taken it over and can read the session.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const sessionKnown = useSessionKnown();
  const location = useLocation();
  if (!token && sessionKnown) {
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
