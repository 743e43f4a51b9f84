import { eq } from 'drizzle-orm';
import type { StaffRole } from '@padstore/domain';
import * as schema from '../db/schema.js';
import { createCustomer, newPhone, type TestStore } from './harness.js';

export type Headers = Record<string, string>;

/** The demo branches by name. */
export async function branchIdOf(store: TestStore, name: string): Promise<string> {
  const [branch] = await store.database.db.select({ id: schema.branches.id }).from(schema.branches).where(eq(schema.branches.name, name));
  if (!branch) throw new Error(`no branch ${name}`);
  return branch.id;
}

/** The owner adds someone to the staff, who then registers and signs in; answers their headers and staff id. */
export async function addStaffMember(
  store: TestStore,
  owner: Headers,
  role: StaffRole,
  branchIds: string[],
  overrides: Record<string, unknown> = {},
): Promise<{ headers: Headers; id: string; phoneNumber: string }> {
  const phoneNumber = newPhone();
  const added = await store.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: owner,
    payload: { phoneNumber, role, branchIds },
  });
  if (added.statusCode !== 201) throw new Error(`adding ${role} failed: ${added.body}`);
  const { headers } = await createCustomer(store, { phoneNumber: Number(phoneNumber), ...overrides });
  return { headers, id: added.json()._id as string, phoneNumber };
}

const address = { name: 'Asha Rao', plotNumber: '12', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' };

/** A customer buys one product now (express or not), delivered to a pin code of the branch that serves it. */
export async function buyNow(
  store: TestStore,
  customer: Headers,
  productId: string,
  options: { express?: boolean; quantity?: number; pinCode?: string } = {},
) {
  const response = await store.app.inject({
    method: 'POST',
    url: `/api/user/directBuy/${productId}`,
    headers: customer,
    payload: {
      deliveryAddress: { ...address, pinCode: options.pinCode ?? address.pinCode },
      paymentMode: true,
      emergencyDelivery: options.express ? 'true' : 'false',
      quantity: options.quantity ?? 1,
    },
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json().order as { _id: string; orderNumber: string; orderSummary: { totalAmount: number } };
}
