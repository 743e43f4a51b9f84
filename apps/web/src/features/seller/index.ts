/** What the seller feature shares: the seller's details and the policies shown at checkout. */
export { useSeller } from './api/get-seller';
export { CheckoutPolicies } from './components/policy-links';
