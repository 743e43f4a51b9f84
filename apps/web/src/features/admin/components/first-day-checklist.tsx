import { Link } from 'react-router';
import type { FirstDayStep } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useFirstDay } from '../api/get-first-day';
import { useSendTestSms } from '../api/send-test-sms';

/** Each step in the owner's words, and the console page where it is done. */
const STEPS: Record<FirstDayStep, { label: string; where?: { to: string; text: string } }> = {
  seller: { label: "The seller's legal details and grievance officer", where: { to: '/admin/seller', text: 'Seller details' } },
  branch: { label: 'A branch and the pin codes it delivers to', where: { to: '/admin/branches', text: 'Branches' } },
  product: { label: 'A product with its picture, and stock at a branch', where: { to: '/admin/products', text: 'Products' } },
  upi: { label: "The store's UPI id, which riders' QR codes pay", where: { to: '/admin/content', text: 'Content and settings' } },
  sms: { label: 'The SMS settings checked: a test SMS to your phone' },
  staff: { label: 'The first member of staff', where: { to: '/admin/staff', text: 'Staff' } },
};

function SendTestSms() {
  const send = useSendTestSms();
  const check = async () => {
    try {
      const sent = await send.mutateAsync();
      notify.success(`A sign-in code was sent to ${sent.sentTo} through ${sent.provider}. Check that it arrived.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void check()} busy={send.isPending} busyText="Sending...">
      Send a test SMS
    </Button>
  );
}

/**
 * A new shop's first day, on the dashboard until every step is done: what is left, each with a link to
 * where it is done. The state is read from the shop's data by the API, so a step done anywhere is ticked.
 */
export function FirstDayChecklist() {
  const firstDay = useFirstDay();
  const data = firstDay.data;
  if (!data || data.allDone) return null;
  const left = data.steps.filter((step) => !step.done).length;
  return (
    <Card className="border-brand-300">
      <h2 className="font-bold text-gray-900">Before the shop opens</h2>
      <p className="mb-3 text-sm text-gray-600">
        {left} of {data.steps.length} steps left. This card goes away once all are done.
      </p>
      <ol className="space-y-3">
        {data.steps.map(({ step, done }) => {
          const { label, where } = STEPS[step];
          return (
            <li key={step} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-green-600 text-white' : 'border-2 border-gray-300'}`}
              >
                {done ? '✓' : ''}
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <p className={`text-sm ${done ? 'text-gray-500' : 'font-medium text-gray-900'}`}>
                  {label}
                  <span className="sr-only">{done ? ': done' : ': to do'}</span>
                </p>
                {step === 'sms' && data.smsCheck && (
                  <p className="text-xs text-gray-500">
                    Sent through {data.smsCheck.provider} on {formatDate(data.smsCheck.at)} at {formatTime(data.smsCheck.at)}
                  </p>
                )}
                {!done && where && (
                  <Link to={where.to} className="inline-block text-sm font-semibold text-brand-700 underline">
                    {where.text}
                  </Link>
                )}
                {!done && step === 'sms' && <SendTestSms />}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
