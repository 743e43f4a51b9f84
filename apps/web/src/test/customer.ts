import type { User } from '@padstore/domain';

/** A signed-in customer whose pin code a branch serves, as the profile answer gives her. */
export const CUSTOMER: User = {
  _id: 'u1',
  fullName: 'Asha Rao',
  gender: 'Female',
  email: '',
  phoneNumber: 9876543210,
  address: 'MG Road, Bengaluru',
  pinCode: '560001',
  plotNumber: '12',
  street: 'Church Street',
  image: null,
  role: 'customer',
  language: 'en',
  isBranchAvailable: true,
  matchingBranch: null,
};
