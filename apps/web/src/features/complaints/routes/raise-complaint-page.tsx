import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { complaintSchema } from '@padstore/domain/complaint';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Card, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useOrders } from '../../orders';
import { useRaiseComplaint } from '../api/complaints';

type Form = z.input<typeof complaintSchema>;

/** /complaints/new: subject, one of her orders (optional; preset from ?orderId=), message; a ticket at once. */
export function RaiseComplaintPage() {
  const navigate = useNavigate();
  const t = useT();
  const [search] = useSearchParams();
  const orders = useOrders();
  const raise = useRaiseComplaint();
  const form = useForm<Form, unknown, z.output<typeof complaintSchema>>({
    resolver: zodResolver(complaintSchema),
    defaultValues: { subject: '', orderId: search.get('orderId') ?? '', message: '' },
  });
  const errors = form.formState.errors;
  // The order from ?orderId= is chosen once her orders (the select's options) have arrived.
  const preset = search.get('orderId');
  const loaded = Boolean(orders.data);
  useEffect(() => {
    if (loaded && preset) form.setValue('orderId', preset);
  }, [loaded, preset, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { complaint } = await raise.mutateAsync(values);
      notify.success(t('Complaint registered. Your ticket number is {ticket}', { ticket: complaint.ticketNumber }));
      navigate('/complaints', { state: { ticketNumber: complaint.ticketNumber } });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });
  return (
    <Page title={t('Raise a complaint')} width="medium">
      <Card>
        <p className="mb-5 text-sm text-gray-600">
          {t('You get a ticket number at once. We acknowledge every complaint within 48 hours and resolve it within one month.')}
        </p>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label={t('Subject')}
            maxLength={150}
            error={errors.subject?.message && t(errors.subject.message)}
            {...form.register('subject')}
          />
          <div className="space-y-1">
            <label htmlFor="complaint-order" className="block text-sm font-medium text-gray-800">
              {t('Order (optional)')}
            </label>
            <select
              id="complaint-order"
              className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5"
              {...form.register('orderId')}
            >
              <option value="">{t('Not about one order')}</option>
              {orders.data?.map((order) => (
                <option key={order.orderId} value={order.orderId}>
                  {order.orderNumber}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="complaint-message" className="block text-sm font-medium text-gray-800">
              {t('Message')}
            </label>
            <textarea
              id="complaint-message"
              rows={6}
              maxLength={2000}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'complaint-message-error' : undefined}
              className={`block w-full rounded-lg border px-3 py-2.5 ${errors.message ? 'border-red-500' : 'border-gray-300'}`}
              {...form.register('message')}
            />
            {errors.message && (
              <p id="complaint-message-error" role="alert" className="text-sm text-red-600">
                {errors.message.message && t(errors.message.message)}
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" busy={raise.isPending} busyText={t('Sending...')}>
            {t('Submit complaint')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
