/** What the account feature shares: the signed-in customer. */
export { useUser, type User } from './api/get-user';
