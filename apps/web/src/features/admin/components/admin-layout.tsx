import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { MESSAGES } from '@padstore/domain/messages';
import { PageLoading, Skeleton } from '../../../components/ui/skeleton';
import { useUser } from '../../account';

const SECTIONS = [
  ['/admin', 'Dashboard'],
  ['/admin/orders', 'Orders'],
  ['/admin/products', 'Products'],
  ['/admin/branches', 'Branches'],
  ['/admin/content', 'Content'],
] as const;

/** The operator console's frame: its own navigation, for admins only. */
export function AdminLayout() {
  const user = useUser();
  if (user.isPending) return <Skeleton className="m-8 h-64 rounded-2xl" />;
  if (user.data?.role !== 'admin') {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Store console</h1>
        <p className="mt-3 text-gray-600">{MESSAGES.forbidden}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <nav aria-label="Store console" className="mb-6 flex gap-1 overflow-x-auto rounded-xl bg-gray-100 p-1">
        {SECTIONS.map(([to, label]) => (
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
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
