import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { useRiderChange } from './rider-change';

export const useMarkDelivered = () =>
  useRiderChange(({ orderId, payment }: { orderId: string; payment: RouteBody<'PUT admin/rider/deliveries/{id}/delivered'> }) =>
    callOf('PUT admin/rider/deliveries/{id}/delivered', { params: { id: orderId }, body: payment }),
  );
