import type { StaffRole } from './roles.js';

/**
 * What the `{id}` of an operation's path names, checked against the caller's branches (an owner has
 * them all): an order of their branches (for a rider: a delivery given to them and not yet ended), one
 * of their branches, a member of staff of their branches, or a customer who ordered from one of their
 * branches. Outside it the answer is 404, never 403, so a record's existence is not revealed.
 */
export type StaffScope = 'order' | 'branch' | 'staff' | 'customer';

export interface StaffOperation {
  readonly roles: readonly StaffRole[];
  readonly scope?: StaffScope;
}

const OWNER = ['owner'] as const;
const MANAGERS = ['owner', 'manager'] as const;
const FLOOR = ['owner', 'manager', 'packer'] as const;
const RIDER = ['rider'] as const;
const EVERYONE = ['owner', 'manager', 'packer', 'rider'] as const;

/**
 * Every operation of the staff API (`/api/admin/...`) and the roles that may call it: the one place
 * that says who may do what. The API applies it to each route as it is registered (and shows it as
 * `x-roles` in the OpenAPI document); a route missing here refuses everyone. The console reads it too,
 * so that it shows nobody a button that would be refused.
 */
export const STAFF_OPERATIONS = {
  'GET /api/admin/me': { roles: EVERYONE },

  'GET /api/admin/dashboard': { roles: OWNER },
  'GET /api/admin/first-day': { roles: OWNER },
  'POST /api/admin/first-day/sms-check': { roles: OWNER },
  'GET /api/admin/audit': { roles: OWNER },
  // The gateway's payments without an order belong to no branch: the owner's alone.
  'GET /api/admin/payments/reconciliation': { roles: OWNER },
  'GET /api/admin/promise-kept': { roles: MANAGERS },
  'GET /api/admin/repeats/branches/{id}': { roles: MANAGERS, scope: 'branch' },

  'GET /api/admin/orders': { roles: MANAGERS },
  'GET /api/admin/orders/{id}': { roles: MANAGERS, scope: 'order' },
  'PUT /api/admin/orders/{id}/status': { roles: MANAGERS, scope: 'order' },
  'GET /api/admin/orders/{id}/phone': { roles: ['owner', 'manager', 'rider'], scope: 'order' },
  'GET /api/admin/orders/{id}/invoice': { roles: MANAGERS, scope: 'order' },
  // What the shop sent her and how it went (issue 48): never a body, so never a code.
  'GET /api/admin/customers/{id}/messages': { roles: MANAGERS, scope: 'customer' },

  'POST /api/admin/uploads': { roles: OWNER },
  'GET /api/admin/products': { roles: OWNER },
  'POST /api/admin/products': { roles: OWNER },
  'PUT /api/admin/products/{id}': { roles: OWNER },
  'GET /api/admin/brands': { roles: OWNER },
  'POST /api/admin/brands': { roles: OWNER },
  'PUT /api/admin/brands/{id}': { roles: OWNER },
  'POST /api/admin/sizes': { roles: OWNER },
  'GET /api/admin/search-synonyms': { roles: OWNER },
  'POST /api/admin/search-synonyms': { roles: OWNER },
  'DELETE /api/admin/search-synonyms/{id}': { roles: OWNER },
  'GET /api/admin/banners': { roles: OWNER },
  'POST /api/admin/banners': { roles: OWNER },
  'PUT /api/admin/banners/{id}': { roles: OWNER },
  'DELETE /api/admin/banners/{id}': { roles: OWNER },
  'POST /api/admin/testimonials': { roles: OWNER },
  'DELETE /api/admin/testimonials/{id}': { roles: OWNER },

  'GET /api/admin/branches': { roles: MANAGERS },
  'POST /api/admin/branches': { roles: OWNER },
  'PUT /api/admin/branches/{id}': { roles: OWNER },
  'POST /api/admin/branches/{id}/pincodes': { roles: OWNER },
  'DELETE /api/admin/branches/{id}/pincodes/{pinCode}': { roles: OWNER },
  'PUT /api/admin/branches/{id}/stock': { roles: MANAGERS, scope: 'branch' },

  'GET /api/admin/content': { roles: OWNER },
  'PUT /api/admin/content/{key}': { roles: OWNER },
  'PUT /api/admin/settings/emergency-fee': { roles: OWNER },
  'GET /api/admin/settings/upi': { roles: OWNER },
  'PUT /api/admin/settings/upi': { roles: OWNER },

  'GET /api/admin/seller': { roles: OWNER },
  'PUT /api/admin/seller': { roles: OWNER },
  'GET /api/admin/complaints': { roles: OWNER },
  'PUT /api/admin/complaints/{id}': { roles: OWNER },

  // Offers: a manager sees and makes those of their branches only (the offers service checks which).
  'GET /api/admin/offers': { roles: MANAGERS },
  'POST /api/admin/offers': { roles: MANAGERS },
  'PUT /api/admin/offers/{id}': { roles: MANAGERS },

  'GET /api/admin/staff': { roles: OWNER },
  'POST /api/admin/staff': { roles: OWNER },
  'PUT /api/admin/staff/{id}': { roles: OWNER },
  'DELETE /api/admin/staff/{id}': { roles: OWNER },

  'GET /api/admin/floor/branches/{id}': { roles: FLOOR, scope: 'branch' },
  'PUT /api/admin/floor/orders/{id}/packed': { roles: FLOOR, scope: 'order' },
  'PUT /api/admin/floor/orders/{id}/rider': { roles: FLOOR, scope: 'order' },
  'PUT /api/admin/floor/orders/{id}/out-for-delivery': { roles: FLOOR, scope: 'order' },
  'PUT /api/admin/floor/orders/{id}/back-at-branch': { roles: MANAGERS, scope: 'order' },
  'PUT /api/admin/riders/{id}/shift': { roles: MANAGERS, scope: 'staff' },

  'GET /api/admin/rider/deliveries': { roles: RIDER },
  'PUT /api/admin/rider/shift': { roles: RIDER },
  'PUT /api/admin/rider/deliveries/{id}/delivered': { roles: RIDER, scope: 'order' },
  'PUT /api/admin/rider/deliveries/{id}/not-delivered': { roles: RIDER, scope: 'order' },

  'GET /api/admin/cash/branches/{id}/days/{date}': { roles: MANAGERS, scope: 'branch' },
  'GET /api/admin/cash/branches/{id}/days/{date}/riders/{riderId}/orders': { roles: MANAGERS, scope: 'branch' },
  'GET /api/admin/cash/branches/{id}/days/{date}/prepaid': { roles: MANAGERS, scope: 'branch' },
  'POST /api/admin/cash/branches/{id}/days/{date}/hand-ins': { roles: MANAGERS, scope: 'branch' },
  'POST /api/admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal': { roles: MANAGERS, scope: 'branch' },
  'POST /api/admin/cash/branches/{id}/days/{date}/close': { roles: MANAGERS, scope: 'branch' },
  'GET /api/admin/cash/branches/{id}/days/{date}/export': { roles: MANAGERS, scope: 'branch' },

  // The stock ledger (decision record 033): the branch named in the body or query, or the record's own
  // branch, is checked against the caller's by the stock services (404 outside them). Packers count;
  // managers of the branch and owners receive, approve, transfer and write off; riders nothing.
  'GET /api/admin/stock': { roles: FLOOR },
  'GET /api/admin/stock/ledger': { roles: FLOOR },
  'GET /api/admin/stock/check': { roles: OWNER },
  'POST /api/admin/stock/receipts': { roles: MANAGERS },
  'POST /api/admin/stock/counts': { roles: FLOOR },
  'GET /api/admin/stock/counts/waiting': { roles: FLOOR },
  'PUT /api/admin/stock/counts/{id}': { roles: MANAGERS },
  'PUT /api/admin/stock/settings': { roles: OWNER },
  'GET /api/admin/stock/transfers': { roles: MANAGERS },
  'POST /api/admin/stock/transfers': { roles: MANAGERS },
  'PUT /api/admin/stock/transfers/{id}/received': { roles: MANAGERS },
  'POST /api/admin/stock/write-offs': { roles: MANAGERS },
  'POST /api/admin/stock/entries/{id}/reversal': { roles: MANAGERS },
  'GET /api/admin/stock/reorder': { roles: MANAGERS },
  'GET /api/admin/stock/reorder/export': { roles: MANAGERS },
} as const satisfies Record<string, StaffOperation>;

export type StaffOperationKey = keyof typeof STAFF_OPERATIONS;

/** `GET /api/admin/orders/{id}` for a route registered as `/api/admin/orders/:id`. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
}

/** The declaration of an operation, or undefined for one nobody declared (which everyone is refused). */
export function staffOperation(key: string): StaffOperation | undefined {
  return Object.hasOwn(STAFF_OPERATIONS, key) ? (STAFF_OPERATIONS as Record<string, StaffOperation>)[key] : undefined;
}

/** Whether this role may call the operation: what the console asks before it shows a page or a button. */
export function mayCall(role: string | undefined, key: StaffOperationKey): boolean {
  return Boolean(role && (STAFF_OPERATIONS[key].roles as readonly string[]).includes(role));
}

const PEOPLE_OF_ROLE: Record<StaffRole, string> = { owner: 'the owner', manager: 'managers', packer: 'packers', rider: 'riders' };

/** Whose page a page reading this operation is, in words: 'the owner', 'the owner and managers', 'riders'. */
export function whosePage(key: StaffOperationKey): string {
  const people = STAFF_OPERATIONS[key].roles.map((role: StaffRole) => PEOPLE_OF_ROLE[role]);
  return people.length > 1 ? `${people.slice(0, -1).join(', ')} and ${people.at(-1)}` : (people[0] ?? '');
}
