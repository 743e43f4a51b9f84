import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DELIVERY_MESSAGES, locationSchema } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useFillUntilTouched } from '../../../lib/use-fill-until-touched';
import { useUser } from '../../../lib/user';
import { useUpdateUser } from '../api/update-user';
import { AddressFields } from '../components/address-fields';
import { useCurrentLocation } from '../components/use-current-location';
import { PinCodeCheck } from '../../delivery';

export function LocationAccessPage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useUser();
  const update = useUpdateUser();
  const saved = user.data;
  const form = useForm<z.input<typeof locationSchema>, unknown, z.output<typeof locationSchema>>({
    resolver: zodResolver(locationSchema),
    defaultValues: { address: '', pinCode: '' },
  });
  // The saved address fills the form when it arrives, unless she has started on it already.
  const fill = useFillUntilTouched(form, saved, (user) => ({ address: user.address, pinCode: user.pinCode }));
  const pinCode = useWatch({ control: form.control, name: 'pinCode' });
  const { locate, locating } = useCurrentLocation((address, pinCode) => {
    fill.touch();
    form.setValue('address', address, { shouldValidate: true });
    if (pinCode) form.setValue('pinCode', pinCode, { shouldValidate: true });
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await update.mutateAsync(values);
      notify.success(response.message);
      navigate('/');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  return (
    <Page title={t('Delivery location')} width="narrow">
      <Card>
        <p className="mb-5 text-sm text-gray-600">
          {t('Tell us where to deliver. We check that a branch serves your pin code before you order.')}
        </p>
        <Button variant="secondary" data-needs-app className="mb-5 w-full" onClick={locate} busy={locating} busyText={t('Finding you...')}>
          {t('Current Location')}
        </Button>
        <form {...fill.formProps} data-needs-app onSubmit={onSubmit} noValidate className="space-y-5">
          <AddressFields
            errors={form.formState.errors}
            fields={{ address: form.register('address'), pinCode: form.register('pinCode') }}
            pinCodeNote={<PinCodeCheck pinCode={pinCode} stillYouCan={t(DELIVERY_MESSAGES.mayStillSave)} />}
          />
          <div className="flex gap-3">
            <Button type="submit" className="flex-1" busy={update.isPending} busyText={t('Saving...')}>
              {t('Save Address')}
            </Button>
            <Button variant="secondary" data-needs-app className="flex-1" onClick={() => navigate('/')}>
              {t('Skip')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
