import type { FastifyBaseLogger } from 'fastify';
import type { PaymentToMake } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import type { PaymentGateway } from './payment-gateway.js';
import { paymentToMake, sendPendingRefunds } from './payments-service.js';

/**
 * Paying now, as the rest of the store reaches it (the app's `payments`, present only with a gateway):
 * placing asks what the checkout opens with, a cancel sends its refund. The orders module stands below
 * this one and so calls it through the app, never by import.
 */
export class OnlinePayments {
  constructor(
    private readonly db: Database,
    readonly gateway: PaymentGateway,
    readonly timeLimitMinutes: number,
  ) {}

  /** What the gateway's checkout opens with for an order placed to be paid now (made once). */
  paymentFor(orderId: string, log: FastifyBaseLogger): Promise<PaymentToMake> {
    return paymentToMake(this.db, this.gateway, orderId, log);
  }

  /** Sends the refunds asked and not yet taken (of one order, or all); one not taken is sent again later. */
  sendRefunds(log: FastifyBaseLogger, orderId?: string): Promise<number> {
    return sendPendingRefunds(this.db, this.gateway, log, orderId);
  }
}
