import { useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { notify } from '../lib/toast';
import { useOpenCustomerPhone } from '../lib/open-customer-phone';
import { useMayCall } from '../lib/use-may-call';

/**
 * A customer's phone number, masked until someone allowed to opens it (the audit log records who),
 * then a link that calls it. Someone not allowed sees only the mask.
 */
export function CustomerPhone({ orderId, masked, className = '' }: { orderId: string; masked: string; className?: string }) {
  const mayCall = useMayCall();
  const open = useOpenCustomerPhone();
  const [phone, setPhone] = useState<string | null>(null);
  if (phone) {
    return (
      <a href={`tel:+91${phone}`} className={`font-semibold text-brand-700 underline ${className}`}>
        Call {phone}
      </a>
    );
  }
  if (!mayCall('GET /api/admin/orders/{id}/phone')) return <span>{masked}</span>;
  const reveal = async () => {
    try {
      setPhone(await open.mutateAsync(orderId));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <button
      type="button"
      className={`font-semibold text-brand-700 underline ${className}`}
      onClick={() => void reveal()}
      disabled={open.isPending}
    >
      {masked} · Show phone
    </button>
  );
}
