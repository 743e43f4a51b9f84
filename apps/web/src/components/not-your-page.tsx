import { Link } from 'react-router';
import { ROLE_LABELS, type Role } from '@padstore/domain/roles';
import { whosePage, type StaffOperationKey } from '@padstore/domain/staff-access';
import { staffHome } from '../lib/staff-home';

const HOME_NAMES: Record<string, string> = { '/admin': 'the store console', '/floor': 'the branch floor', '/rider': 'My deliveries' };

/**
 * What a member of staff sees on a page of another role: whose page it is and a link to their own. The
 * page itself is not drawn, so no form of another role is shown and nothing is asked that would be refused.
 */
export function NotYourPage({ page, readWith, role }: { page: string; readWith: StaffOperationKey; role: Role }) {
  const home = staffHome(role) ?? '/';
  const homeName = HOME_NAMES[home] ?? 'the shop';
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">
        {page} is a page for {whosePage(readWith)}
      </h1>
      <p className="mt-3 text-gray-600">
        You are signed in as {/^[aeiou]/i.test(ROLE_LABELS[role]) ? 'an' : 'a'} {ROLE_LABELS[role].toLowerCase()}: your own page is{' '}
        {homeName}.
      </p>
      <Link to={home} className="mt-6 inline-block font-semibold text-brand-700 underline">
        Go to {homeName}
      </Link>
    </main>
  );
}
