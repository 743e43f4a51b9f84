export type { OrderDetails, OrderItem, OrderListEntry, OrderSummary, Tracking } from '@padstore/domain';
