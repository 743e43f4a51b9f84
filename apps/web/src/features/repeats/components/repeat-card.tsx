import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useChangeRepeat, useStopRepeat, type Repeat, type RepeatChange } from '../api/repeats';
import { forgetCycle, useKeptCycle } from './cycle-memory';
import { CyclePanel } from './cycle-panel';
import { dayText, deliveryDateRange, indiaToday } from './days';
import { ItemsEditor } from './items-editor';

type Panel = 'move' | 'items' | null;

/** One repeat order: what, where, how often and when next, with every change effective at once. */
export function RepeatCard({ repeat, startWith = null }: { repeat: Repeat; startWith?: Panel }) {
  const t = useT();
  const change = useChangeRepeat();
  const stop = useStopRepeat();
  const cycle = useKeptCycle(repeat._id);
  const [panel, setPanel] = useState<Panel>(startWith);
  const [moveTo, setMoveTo] = useState(repeat.nextDeliveryOn);
  const [stopping, setStopping] = useState(false);
  const paused = repeat.status === 'paused';
  const range = deliveryDateRange();
  const awaitingConfirmation = !paused && repeat.askFirst && !repeat.confirmed && indiaToday() >= repeat.reminderOn;

  const send = async (body: RepeatChange, done: (changed: Repeat) => string): Promise<boolean> => {
    try {
      const changed = await change.mutateAsync({ id: repeat._id, change: body });
      notify.success(done(changed));
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  const confirmStop = async () => {
    try {
      await stop.mutateAsync(repeat._id);
      forgetCycle(repeat._id);
      notify.success(t('Repeat order stopped'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
    setStopping(false);
  };

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-gray-900">{t('Every {everyDays} days', { everyDays: repeat.everyDays })}</h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${paused ? 'bg-gray-100 text-gray-700' : 'bg-green-100 text-green-800'}`}
        >
          {paused ? t('Paused') : t('Active')}
        </span>
      </div>
      <p className="mt-1 text-sm text-gray-900" aria-live="polite">
        {paused
          ? t('Paused: nothing will be delivered until you resume.')
          : repeat.askFirst && repeat.confirmed
            ? t.rich('Next delivery {day}, confirmed', { day: <strong>{dayText(repeat.nextDeliveryOn)}</strong> })
            : t.rich('Next delivery {day}', { day: <strong>{dayText(repeat.nextDeliveryOn)}</strong> })}
      </p>
      <ul className="mt-3 divide-y divide-gray-200 text-sm">
        {repeat.items.map((item) => (
          <li key={item.productId} className="flex justify-between gap-3 py-2">
            <span className="text-gray-900">
              {item.productName} <span className="text-gray-600">({item.size})</span>
              {!item.available && <span className="block text-red-700">{t('No longer sold: it cannot be delivered')}</span>}
            </span>
            <span className="shrink-0 text-gray-700">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-600">
        {repeat.deliveryAddress ? t('To {address}', { address: repeat.deliveryAddress }) : t('Add your delivery address in your profile.')}
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {t('{amount} at today’s prices, cash on delivery.', { amount: formatRupees(repeat.totalAmount) })}{' '}
        {repeat.askFirst ? t('We ask you to confirm two days before each delivery.') : t('Delivered without asking you first.')}
      </p>
      {awaitingConfirmation && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <span>{t('Confirm it, or it will be skipped.')}</span>
          <Button
            className="px-4"
            disabled={change.isPending}
            onClick={() =>
              void send({ action: 'confirm' }, (changed) => t('Confirmed for {day}', { day: dayText(changed.nextDeliveryOn) }))
            }
          >
            {t('Confirm')}
          </Button>
        </div>
      )}

      {cycle && (
        <CyclePanel
          repeatId={repeat._id}
          cycle={cycle}
          busy={change.isPending}
          onMoveTo={(nextDeliveryOn) =>
            send({ nextDeliveryOn }, (changed) => t('Next delivery moved to {day}', { day: dayText(changed.nextDeliveryOn) }))
          }
        />
      )}

      {panel === 'move' && (
        <div className="mt-4 space-y-3">
          <TextField
            label={t('Next delivery on')}
            type="date"
            min={range.min}
            max={range.max}
            value={moveTo}
            onChange={(event) => setMoveTo(event.target.value)}
          />
          <div className="flex gap-2">
            <Button
              className="flex-1"
              busy={change.isPending}
              busyText={t('Moving...')}
              onClick={() =>
                void send({ nextDeliveryOn: moveTo }, (changed) =>
                  t('Next delivery moved to {day}', { day: dayText(changed.nextDeliveryOn) }),
                ).then((moved) => moved && setPanel(null))
              }
            >
              {t('Move')}
            </Button>
            <Button variant="secondary" className="flex-1" onClick={() => setPanel(null)}>
              {t('Cancel')}
            </Button>
          </div>
        </div>
      )}
      {panel === 'items' && (
        <ItemsEditor
          items={repeat.items}
          busy={change.isPending}
          onSave={(items) => void send({ items }, () => t('Repeat order changed')).then((saved) => saved && setPanel(null))}
          onCancel={() => setPanel(null)}
        />
      )}

      <div className="mt-4 grid grid-cols-2 gap-2">
        {!paused && (
          <Button
            variant="secondary"
            className="px-3"
            disabled={change.isPending}
            onClick={() =>
              void send({ action: 'skip' }, (changed) => t('Skipped. Next delivery {day}', { day: dayText(changed.nextDeliveryOn) }))
            }
          >
            {t('Skip next')}
          </Button>
        )}
        {!paused && (
          <Button
            variant="secondary"
            className="px-3"
            onClick={() => setPanel(panel === 'move' ? null : 'move')}
            aria-expanded={panel === 'move'}
          >
            {t('Move the next one')}
          </Button>
        )}
        <Button
          variant="secondary"
          className="px-3"
          onClick={() => setPanel(panel === 'items' ? null : 'items')}
          aria-expanded={panel === 'items'}
        >
          {t('Change items')}
        </Button>
        <Button
          variant="secondary"
          className="px-3"
          disabled={change.isPending}
          onClick={() =>
            void send({ action: paused ? 'resume' : 'pause' }, (changed) =>
              paused ? t('Resumed. Next delivery {day}', { day: dayText(changed.nextDeliveryOn) }) : t('Repeat order paused'),
            )
          }
        >
          {paused ? t('Resume') : t('Pause')}
        </Button>
        <Button
          variant="secondary"
          className="px-3"
          disabled={change.isPending}
          onClick={() =>
            void send({ askFirst: !repeat.askFirst }, (changed) =>
              changed.askFirst ? t('We will ask you first') : t('We will deliver without asking'),
            )
          }
        >
          {repeat.askFirst ? t('Deliver without asking me') : t('Ask me first')}
        </Button>
        <Button variant="ghost" className="px-3 text-red-700" onClick={() => setStopping(true)}>
          {t('Stop')}
        </Button>
      </div>
      <ConfirmDialog
        open={stopping}
        title={t('Stop this repeat order?')}
        message={t('No more deliveries will come from it. Orders already placed are not affected.')}
        confirmText={t('Stop')}
        cancelText={t('Keep it')}
        busy={stop.isPending}
        onConfirm={() => void confirmStop()}
        onCancel={() => setStopping(false)}
      />
    </Card>
  );
}
