/** What the sign-in feature shares: the guard of the customers' pages. */
export { RequireAuth } from './components/require-auth';
