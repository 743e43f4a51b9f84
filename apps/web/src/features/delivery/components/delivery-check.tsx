import { useState } from 'react';
import { PIN_CODE_LENGTH } from '@padstore/domain/constants';
import { formatTime, formatWeekday } from '../../../lib/format';
import { useUser } from '../../account';
import { useServiceability } from '../api/get-serviceability';

/**
 * "Can you deliver here?" on the product page, before anyone commits: the pin-code check's message,
 * the packs the serving branch holds, and today's promise in India time. Guests type a pin code.
 */
export function DeliveryCheck({ productId }: { productId: string }) {
  const user = useUser();
  const [typed, setTyped] = useState<string | null>(null);
  const pinCode = typed ?? user.data?.pinCode ?? '';
  const answer = useServiceability(pinCode, productId);
  const data = answer.data;

  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-4">
      <label htmlFor="delivery-pin" className="block text-sm font-semibold text-gray-900">
        Check delivery to your pin code
      </label>
      <input
        id="delivery-pin"
        inputMode="numeric"
        maxLength={PIN_CODE_LENGTH}
        placeholder="6-digit pin code"
        value={pinCode}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        className="mt-2 w-40 rounded-lg border border-gray-300 px-3 py-2"
      />
      <div role="status" aria-live="polite" className="mt-2 text-sm">
        {answer.isFetching && !data ? (
          <span className="text-gray-500">Checking...</span>
        ) : data ? (
          data.served ? (
            <p className="text-green-800">
              {data.message}{' '}
              {data.availableQuantity === 0
                ? 'Out of stock at this branch.'
                : `${data.promise.type === 'same_day' ? 'Today' : formatWeekday(data.promise.to)} by ${formatTime(data.promise.to)}, or in 30-60 minutes with express.`}
            </p>
          ) : (
            <p className="text-amber-800">{data.message}. Sorry, we're currently unavailable in this location.</p>
          )
        ) : null}
      </div>
    </div>
  );
}
