import { useState } from 'react';
import { PIN_CODE_LENGTH } from '@padstore/domain/constants';
import { DELIVERY_MESSAGES } from '@padstore/domain/messages';
import { productPageDeliveryDate } from '@padstore/domain/india-time';
import { isPinCode } from '@padstore/domain/pin-code';
import { formatArrival } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { setDevicePinCode } from '../api/device-pin-code';
import { useServiceability } from '../api/get-serviceability';
import { useDeliveryPinCode } from './delivery-place';

/**
 * The pin code the product page checks (where she is delivering, as the top bar says, until one is
 * typed) and the check's answer. A whole pin code she checks becomes the top bar's too.
 */
export function useDeliveryCheck(productId: string) {
  const place = useDeliveryPinCode();
  const [typed, setTyped] = useState<string | null>(null);
  const pinCode = typed ?? place ?? '';
  const answer = useServiceability(pinCode, productId);
  const setPinCode = (value: string) => {
    setTyped(value);
    if (isPinCode(value)) setDevicePinCode(value);
  };
  return { pinCode, setPinCode, answer };
}
export type DeliveryCheckState = ReturnType<typeof useDeliveryCheck>;

/**
 * The product page's one delivery promise: the specification's 'tomorrow' until the serving branch is
 * known, then the check's own answer in its place; where no branch serves the pin code, that plainly
 * (the check below keeps the specification's 'Pincode is not valid').
 */
export function DeliveryPromise({ check }: { check: DeliveryCheckState }) {
  const t = useT();
  const data = check.answer.data;
  const now = new Date();
  const by = (when: Date | string) => t('{when}, or in 30-60 minutes with express', { when: formatArrival(when, now, { capital: true }) });
  if (!data) return <>{by(productPageDeliveryDate(now))}</>;
  if (!data.served) return <>{t(DELIVERY_MESSAGES.notDelivered(check.pinCode))}</>;
  if (data.availableQuantity === 0) return <>{t('Out of stock at this branch.')}</>;
  return <>{by(data.promise.to)}</>;
}

/**
 * "Can you deliver here?" on the product page, before anyone commits: the pin-code check's message for
 * the typed pin code (the promise itself is the page's delivery line). Guests type a pin code.
 */
export function DeliveryCheck({ check }: { check: DeliveryCheckState }) {
  const t = useT();
  const { pinCode, setPinCode, answer } = check;
  const data = answer.data;

  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-4">
      <label htmlFor="delivery-pin" className="block text-sm font-semibold text-gray-900">
        {t('Check delivery to your pin code')}
      </label>
      <input
        id="delivery-pin"
        inputMode="numeric"
        maxLength={PIN_CODE_LENGTH}
        placeholder={t('6-digit pin code')}
        value={pinCode}
        onChange={(event) => setPinCode(event.target.value.replace(/\D/g, ''))}
        className="mt-2 w-40 rounded-lg border border-gray-300 px-3 py-2"
      />
      <div role="status" aria-live="polite" className="mt-2 text-sm">
        {answer.isFetching && !data ? (
          <span className="text-gray-500">{t('Checking...')}</span>
        ) : data ? (
          <p className={data.served ? 'text-green-800' : 'text-amber-800'}>{data.message}</p>
        ) : null}
      </div>
    </div>
  );
}
