import type { ReactNode } from 'react';
import { DELIVERY_MESSAGES } from '@padstore/domain/messages';
import { useT } from '../../../lib/i18n';
import { useServiceability } from '../api/get-serviceability';

/**
 * A pin code no branch serves, told as such: the plain line first, then the specification's own words
 * ('Pincode is not valid'), and what she can still do.
 */
export function NotDeliveredNotice({ pinCode, message, children }: { pinCode: string; message: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-semibold">{t(DELIVERY_MESSAGES.notDelivered(pinCode))}</p>
      <p>{message}</p>
      {children}
    </div>
  );
}

/**
 * Under a form's pin code field (registration, location): whether a branch serves the pin code typed,
 * asked once it has six digits. It never stops the form: `stillYouCan` says what she may still do.
 */
export function PinCodeCheck({ pinCode: typed, stillYouCan }: { pinCode: string | number | undefined; stillYouCan: string }) {
  // As the form's schema reads it: spaces around the digits do not count.
  const t = useT();
  const pinCode = String(typed ?? '').trim();
  const data = useServiceability(pinCode).data;
  return (
    <div role="status" aria-live="polite">
      {data &&
        (data.served ? (
          <p className="mt-2 text-sm text-green-800">{data.message}</p>
        ) : (
          <div className="mt-2">
            <NotDeliveredNotice pinCode={pinCode} message={data.message}>
              <p>{t(stillYouCan)}</p>
            </NotDeliveredNotice>
          </div>
        ))}
    </div>
  );
}
