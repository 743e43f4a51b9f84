import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import type { useCoupon } from '../api/apply-coupon';

/**
 * 'Apply' with a code field, under the order summary: an applied code shows with Remove; a refused one
 * stays in the field with the server's reason under it.
 */
export function CouponField({ coupon, asForm = true }: { coupon: ReturnType<typeof useCoupon>; asForm?: boolean }) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState(coupon.code ?? '');
  const accepted = coupon.acceptedCode !== undefined;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    coupon.apply(typed);
  };

  if (accepted) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm">
        <p className="text-green-800" role="status">
          {t.rich('Code {code} applied', { code: <span className="font-mono font-bold">{coupon.acceptedCode}</span> })}
        </p>
        <Button
          variant="ghost"
          className="min-h-9 px-2 text-red-700"
          aria-label={t('Remove code {code}', { code: coupon.acceptedCode ?? '' })}
          onClick={() => {
            setTyped('');
            coupon.remove();
          }}
        >
          {t('Remove')}
        </Button>
      </div>
    );
  }

  const refusal = coupon.refusal ? errorMessage(coupon.refusal) : null;
  const fields = (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {t('Offer code')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Inside the checkout's own form, Enter applies the code rather than placing the order.
            if (!asForm && event.key === 'Enter') submit(event);
          }}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
          className={`block w-full min-w-0 flex-1 rounded-lg border bg-white px-3 py-2.5 text-base uppercase placeholder:normal-case ${refusal ? 'border-red-500' : 'border-gray-300'}`}
          placeholder={t('Have a code?')}
        />
        <Button
          type={asForm ? 'submit' : 'button'}
          variant="secondary"
          className="px-4"
          busy={coupon.applying}
          busyText={t('Applying...')}
          onClick={asForm ? undefined : () => submit()}
        >
          {t('Apply')}
        </Button>
      </div>
      {refusal && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {refusal}
        </p>
      )}
    </>
  );
  // The checkout page is one form already (a form may not hold another): there the field is a group.
  return asForm ? (
    <form onSubmit={submit} noValidate>
      {fields}
    </form>
  ) : (
    <div role="group">{fields}</div>
  );
}
