/** The people of the store: customers, and the staff who run it. */
export const STAFF_ROLES = ['owner', 'manager', 'packer', 'rider'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLES = ['customer', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  owner: 'Owner',
  manager: 'Manager',
  packer: 'Packer',
  rider: 'Rider',
};

/** What each staff role is for, as the console explains it to the owner adding someone. */
export const ROLE_DUTIES: Record<StaffRole, string> = {
  owner: 'Everything: catalog, branches, pages, staff, every branch',
  manager: "Their branches: orders, stock, riders' shifts, the day's cash",
  packer: "Their branch's queue: pick, pack, hand over to a rider",
  rider: 'Only the deliveries given to them',
};

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** An owner has every branch; the other roles work for the branches they are given. */
export const roleHasBranches = (role: StaffRole) => role !== 'owner';
