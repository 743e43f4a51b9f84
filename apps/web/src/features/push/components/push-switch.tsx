import { useState } from 'react';
import { PUSH_ASK_MESSAGES } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { rememberAnswer } from './push-device';
import { usePushDevice } from './use-push-device';

/** Her profile's switch for notifications on this phone; nothing when the shop sends none. */
export function PushSwitch() {
  const t = useT();
  const device = usePushDevice();
  const [busy, setBusy] = useState(false);
  if (!device.loading && !device.offered) return null;

  const change = async () => {
    setBusy(true);
    try {
      if (device.state === 'on') {
        await device.turnOff();
        rememberAnswer('no');
      } else {
        const result = await device.turnOn();
        if (result === 'on') rememberAnswer('yes');
      }
    } catch {
      notify.error(t(device.state === 'on' ? PUSH_ASK_MESSAGES.couldNotTurnOff : PUSH_ASK_MESSAGES.couldNotTurnOn));
    } finally {
      setBusy(false);
    }
  };

  const said = {
    on: PUSH_ASK_MESSAGES.profileOn,
    off: PUSH_ASK_MESSAGES.profileOff,
    blocked: PUSH_ASK_MESSAGES.blocked,
    unsupported: PUSH_ASK_MESSAGES.unsupported,
  };
  return (
    <Card>
      <h2 className="text-base font-bold text-gray-900">{t(PUSH_ASK_MESSAGES.profileTitle)}</h2>
      {device.loading || !device.state ? (
        <p className="mt-2 h-5 w-2/3 animate-pulse rounded bg-gray-200" aria-busy="true" />
      ) : (
        <p className="mt-1 text-sm text-gray-700" data-push-state={device.state}>
          {t(said[device.state])}
        </p>
      )}
      {(device.state === 'on' || device.state === 'off') && (
        <Button
          variant={device.state === 'on' ? 'secondary' : 'primary'}
          className="mt-4"
          onClick={() => void change()}
          busy={busy}
          busyText={t(device.state === 'on' ? PUSH_ASK_MESSAGES.turningOff : PUSH_ASK_MESSAGES.turningOn)}
        >
          {t(device.state === 'on' ? PUSH_ASK_MESSAGES.turnOff : PUSH_ASK_MESSAGES.turnOn)}
        </Button>
      )}
    </Card>
  );
}
