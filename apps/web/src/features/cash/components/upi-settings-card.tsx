import { useState } from 'react';
import type { UpiSettingsInput } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useSaveUpiSettings, useUpiSettings } from '../api/upi-settings';

function UpiForm({ settings }: { settings: UpiSettingsInput }) {
  const [upiId, setUpiId] = useState(settings.upiId);
  const [payeeName, setPayeeName] = useState(settings.payeeName);
  const save = useSaveUpiSettings();
  return (
    <Card className="space-y-3">
      <h2 className="font-bold text-gray-900">UPI at the door</h2>
      <p className="text-sm text-gray-600">
        Riders show customers a QR code for the exact amount, paid to this UPI id. No payment gateway is involved.
      </p>
      <label className="block text-sm font-medium text-gray-800">
        The store&apos;s UPI id
        <input
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
          placeholder="shopname@bank"
          value={upiId}
          onChange={(event) => setUpiId(event.target.value)}
        />
      </label>
      <label className="block text-sm font-medium text-gray-800">
        Name customers see
        <input
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
          value={payeeName}
          onChange={(event) => setPayeeName(event.target.value)}
        />
      </label>
      <Button
        busy={save.isPending}
        onClick={() =>
          void save.mutateAsync({ upiId, payeeName, version: settings.version }).then(
            () => notify.success('UPI id saved'),
            (error: unknown) => notify.error(errorMessage(error)),
          )
        }
      >
        Save UPI id
      </Button>
    </Card>
  );
}

/** The owner sets the store's own UPI id, which the riders' QR codes pay. */
export function UpiSettingsCard() {
  const settings = useUpiSettings();
  if (!settings.data) return null;
  return <UpiForm key={settings.data.version} settings={settings.data} />;
}
