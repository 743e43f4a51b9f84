import type { Config, OrderLimits } from '../config.js';
import { CustomerKeys } from './customer-keys.js';

/** What placing an order needs from the settings: the keys of her phone and door, and the limits. */
export interface OrderRules {
  keys: CustomerKeys;
  limits: OrderLimits;
}

export const orderRulesOf = (config: Pick<Config, 'offerKeySecret' | 'limits'>): OrderRules => ({
  keys: new CustomerKeys(config.offerKeySecret),
  limits: config.limits,
});
