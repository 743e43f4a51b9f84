export type { OrderItem, OrderListEntry } from '@padstore/domain';
