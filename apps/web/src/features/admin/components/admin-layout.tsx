import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '@padstore/domain/messages';
import type { StaffOperationKey } from '@padstore/domain/staff-access';
import { PageLoading, Skeleton } from '../../../components/ui/skeleton';
import { NotYourPage } from '../../../components/not-your-page';
import { useUser } from '../../../lib/user';
import { staffHome } from '../../../lib/staff-home';
import { useMayCall } from '../../../lib/use-may-call';
// The staff screens' utilities, which the shop's stylesheet leaves out (staff.css); their code waits for it.
import '../../../staff.css';

/** The console's sections, each shown only to the roles that may read it (the staff operations table). */
const SECTIONS: readonly (readonly [string, string, StaffOperationKey])[] = [
  ['/admin', 'Dashboard', 'GET /api/admin/dashboard'],
  ['/admin/orders', 'Orders', 'GET /api/admin/orders'],
  ['/floor', 'Floor', 'GET /api/admin/floor/branches/{id}'],
  ['/admin/day', 'Day', 'GET /api/admin/cash/branches/{id}/days/{date}'],
  ['/admin/stock', 'Stock', 'GET /api/admin/stock'],
  ['/admin/products', 'Products', 'GET /api/admin/products'],
  ['/admin/branches', 'Branches', 'GET /api/admin/branches'],
  ['/admin/offers', 'Offers', 'GET /api/admin/offers'],
  ['/admin/content', 'Content', 'GET /api/admin/content'],
  ['/admin/staff', 'Staff', 'GET /api/admin/staff'],
  ['/admin/complaints', 'Complaints', 'GET /api/admin/complaints'],
  ['/admin/seller', 'Seller', 'GET /api/admin/seller'],
  ['/admin/payments', 'Payments', 'GET /api/admin/payments/reconciliation'],
];

/** The store console's frame: its own navigation, showing each member of staff only what their role may use. */
export function AdminLayout() {
  const user = useUser();
  const mayCall = useMayCall();
  const { pathname } = useLocation();
  if (user.isPending) return <Skeleton className="m-8 h-64 rounded-2xl" />;
  const role = user.data?.role;
  const home = staffHome(role);
  if (!home) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Store console</h1>
        <p className="mt-3 text-gray-600">{MESSAGES.forbidden}</p>
      </div>
    );
  }
  const sections = SECTIONS.filter(([, , operation]) => mayCall(operation));
  // The section this page belongs to: /admin/orders/123 is of Orders.
  const here = SECTIONS.filter(([to]) => pathname === to || (to !== '/admin' && pathname.startsWith(`${to}/`))).sort(
    ([a], [b]) => b.length - a.length,
  )[0];
  // A packer or rider works on their own screen, but for a console page their role may use (a packer's
  // Stock page, to count); a manager starts at the first section they may use.
  if (home !== '/admin' && !(here && here[0] !== '/admin' && mayCall(here[2]))) return <Navigate to={home} replace />;
  if (pathname === '/admin' && !mayCall('GET /api/admin/dashboard') && sections[0]) return <Navigate to={sections[0][0]} replace />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <nav aria-label="Store console" className="mb-6 flex gap-1 overflow-x-auto rounded-xl bg-gray-100 p-1">
        {sections.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/admin'}
            className={({ isActive }) =>
              `shrink-0 rounded-lg px-4 py-2 text-sm font-semibold ${isActive ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-600 hover:text-gray-900'}`
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
      {here && role && !mayCall(here[2]) ? (
        <NotYourPage page={here[1]} readWith={here[2]} role={role} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      )}
    </div>
  );
}
