import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { TOAST_AUTO_CLOSE_MS } from '@padstore/domain/constants';
import { MESSAGES } from '@padstore/domain/messages';
import { ROLE_LABELS } from '@padstore/domain/roles';
import { PageLoading, Skeleton } from './ui/skeleton';
import { NotYourPage } from './not-your-page';
import { useToastsWanted } from '../lib/toast';
import { useUser } from '../lib/user';
import { staffHome } from '../lib/staff-home';
import { useMayCall } from '../lib/use-may-call';
import type { StaffOperationKey } from '@padstore/domain/staff-access';
// The staff screens' utilities, which the shop's stylesheet leaves out (staff.css); their code waits for it.
import '../staff.css';

/**
 * Two toasts at most, the others waiting their turn, at the foot of the screen: four quick floor actions
 * once stacked four toasts over the top of a phone for five seconds, hiding Sign out and End shift.
 */
export const STAFF_TOASTS = { position: 'bottom-center', limit: 2 } as const;

/** The screens standing up, by the operation each reads: a role that may not read it is shown whose screen it is. */
const SCREENS: readonly (readonly [string, string, StaffOperationKey])[] = [
  ['/floor', 'The branch floor', 'GET /api/admin/floor/branches/{id}'],
  ['/rider', 'My deliveries', 'GET /api/admin/rider/deliveries'],
];

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * The frame of the tools people use standing up (the branch floor, the rider's deliveries): no shop
 * header or footer, every pixel for the work; signed-in staff only.
 */
export function StaffScreenLayout() {
  const user = useUser();
  const toastsWanted = useToastsWanted();
  const mayCall = useMayCall();
  const { pathname } = useLocation();
  if (user.isPending) return <Skeleton className="m-4 h-64 rounded-2xl" />;
  if (!staffHome(user.data?.role)) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Staff only</h1>
        <p className="mt-3 text-gray-600">{MESSAGES.forbidden}</p>
        <Link to="/" className="mt-6 inline-block">
          Back to the shop
        </Link>
      </main>
    );
  }
  const role = user.data?.role;
  const screen = SCREENS.find(([to]) => pathname === to || pathname.startsWith(`${to}/`));
  return (
    <div className="min-h-screen bg-gray-100">
      {screen && role && !mayCall(screen[2]) ? (
        <>
          <ToolHeader title={screen[1]} />
          <NotYourPage page={screen[1]} readWith={screen[2]} role={role} />
        </>
      ) : (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      )}
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastContainer {...STAFF_TOASTS} autoClose={TOAST_AUTO_CLOSE_MS} closeOnClick newestOnTop />
        </Suspense>
      )}
    </div>
  );
}

/** The tool's header bar: what and where on the left, who and the way out on the right. */
export function ToolHeader({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  const user = useUser();
  const role = user.data?.role;
  return (
    <header className="sticky top-0 z-20 bg-gray-900 text-white shadow">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-tight font-bold">{title}</h1>
          {subtitle && <div className="text-sm text-gray-300">{subtitle}</div>}
        </div>
        {children}
        <p className="text-right text-xs leading-tight text-gray-300">
          <span className="hidden sm:inline">
            {user.data?.fullName}
            <br />
            {role && role !== 'customer' ? ROLE_LABELS[role] : ''}
          </span>
          {(role === 'owner' || role === 'manager') && (
            <>
              {' · '}
              <Link to="/admin" className="text-white underline">
                Console
              </Link>
            </>
          )}
          <span className="hidden sm:inline">{' · '}</span>
          <Link to="/logout" className="text-white underline">
            Sign out
          </Link>
        </p>
      </div>
    </header>
  );
}

/** 'updated 3 s ago', or that the screen is offline and trying again. */
export function LiveMark({ updatedAt, failed, now }: { updatedAt: number; failed: boolean; now: number }) {
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000));
  return (
    <span className="inline-flex items-center gap-1.5" role="status">
      <span className={`size-2.5 rounded-full ${failed ? 'bg-red-500' : 'animate-pulse bg-emerald-400'}`} aria-hidden="true" />
      {failed ? 'Offline, trying again' : `Live · ${seconds < 5 ? 'just now' : `${seconds} s ago`}`}
    </span>
  );
}
