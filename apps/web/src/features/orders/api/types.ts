import type { OrderStatus } from '@padstore/domain/order-status';

export interface OrderItem {
  _id: string;
  productName: string;
  productImage: string;
  size: string;
  quantityInEachPack: number;
  price: number;
  quantity: number;
}

export interface OrderSummary {
  price: number;
  discount: number;
  coupons: number;
  deliveryCharges: number;
  emergencyCharge: number;
  tax: number;
  totalAmount: number;
}

export interface OrderDetails {
  _id: string;
  orderNumber: string;
  status: OrderStatus;
  statusLabel: string;
  items: OrderItem[];
  orderPlacedOn: string;
  orderDeliveredOn: string;
  deliveredTo: { name: string; phoneNumber: number };
  shippingAddress: string;
  plotNumber: string;
  street: string;
  pinCode: string;
  paymentMethod: string;
  deliveryType: 'express' | 'same_day' | 'next_day';
  promisedFrom: string;
  promisedTo: string;
  discreetPackaging: boolean;
  cancelReason: string | null;
  orderSummary: OrderSummary;
}

export interface OrderListEntry {
  orderId: string;
  orderNumber: string;
  orderDate: string;
  deliveryDate: string;
  status: OrderStatus;
  totalAmount: number;
  items: OrderItem[];
}
