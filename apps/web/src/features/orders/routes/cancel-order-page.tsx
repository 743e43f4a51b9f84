import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CANCEL_REASONS, ORDER_MESSAGES } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useCancelOrder } from '../api/get-orders';

/** /cancel-order/{id}: 'Choose a Reason'; 'Other' opens a text box. A reason is required. */
export function CancelOrderPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const t = useT();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const cancelReason = reason === 'Other' ? other.trim() : reason;
    if (!cancelReason) return setError(ORDER_MESSAGES.cancelReasonRequired);
    setError(null);
    try {
      const response = await cancel.mutateAsync({ id: orderId, cancelReason });
      notify.success(response.message);
      navigate('/orders');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  return (
    <Page title={t('Cancel Order')} width="medium">
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <fieldset aria-describedby={error ? 'cancel-error' : undefined}>
            <legend className="mb-3 text-lg font-bold text-gray-900">{t('Choose a Reason')}</legend>
            <div className="space-y-2">
              {CANCEL_REASONS.map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="cancelReason"
                    value={choice}
                    checked={reason === choice}
                    onChange={() => {
                      setReason(choice);
                      // Answered: the request to choose one goes with it.
                      setError(null);
                    }}
                    className="size-4 accent-brand-700"
                  />
                  {/* The reason sent is the English one, as the store keeps it. */}
                  {t(choice)}
                </label>
              ))}
            </div>
          </fieldset>
          {reason === 'Other' && (
            <div className="space-y-1">
              <label htmlFor="other-reason" className="block text-sm font-medium text-gray-800">
                {t('Tell us more')}
              </label>
              <textarea
                id="other-reason"
                rows={3}
                maxLength={500}
                value={other}
                onChange={(event) => {
                  setOther(event.target.value);
                  setError(null);
                }}
                className="block w-full rounded-lg border border-gray-300 px-3 py-2"
              />
            </div>
          )}
          {error && (
            <p id="cancel-error" role="alert" className="text-sm text-red-600">
              {t(error)}
            </p>
          )}
          <Button type="submit" variant="danger" className="w-full" busy={cancel.isPending} busyText={t('Cancelling...')}>
            {t('Submit')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
