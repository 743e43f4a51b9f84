export type { OrderItem, OrderListEntry, Tracking } from '@padstore/domain';
