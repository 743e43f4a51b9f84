import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useCreateRepeat } from '../api/repeats';
import { keepCycle } from './cycle-memory';
import { dayText } from './days';
import { RepeatSetupForm, type RepeatSetup } from './repeat-setup-form';

export interface RepeatLine {
  productId: string;
  productName: string;
  quantity: number;
}

/**
 * 'Deliver this regularly' beside an order or the cart: these items, on her rhythm, to her saved
 * address, cash on delivery. Once set up she is taken to her repeat orders.
 */
export function DeliverRegularly({ lines, className = '' }: { lines: RepeatLine[]; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // One key for each time the dialog opens: however many taps reach the store, one repeat order is set up.
  const [idempotencyKey, setIdempotencyKey] = useState('');
  // A second tap does nothing here: before the first is answered (the busy button has not painted yet), or
  // after it set the repeat up (the dialog is closing). Only a refusal lets her tap again.
  const starting = useRef(false);
  const create = useCreateRepeat();
  const navigate = useNavigate();

  const openDialog = () => {
    starting.current = false;
    setIdempotencyKey(crypto.randomUUID());
    setOpen(true);
  };

  const start = async ({ cycle, ...setup }: RepeatSetup) => {
    if (starting.current) return;
    starting.current = true;
    try {
      const body = { items: lines.map(({ productId, quantity }) => ({ productId, quantity })), ...setup };
      const repeat = await create.mutateAsync({ body, idempotencyKey });
      if (cycle) keepCycle(repeat._id, cycle);
      notify.success(t('Repeat order set up. First delivery {day}', { day: dayText(repeat.nextDeliveryOn) }));
      setOpen(false);
      navigate('/repeat-orders');
    } catch (error) {
      starting.current = false;
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button variant="secondary" className={className} onClick={openDialog} disabled={lines.length === 0}>
        {t('Deliver this regularly')}
      </Button>
      {open && (
        <Modal labelledBy="deliver-regularly-title" onCancel={() => setOpen(false)} className="w-[min(28rem,calc(100vw-1.5rem))] p-5">
          <h2 id="deliver-regularly-title" className="text-lg font-bold text-gray-900">
            {t('Deliver this regularly')}
          </h2>
          <ul className="mt-2 mb-4 text-sm text-gray-700">
            {lines.map((line) => (
              <li key={line.productId}>
                {line.quantity} × {line.productName}
              </li>
            ))}
          </ul>
          <p className="mb-4 text-sm text-gray-600">
            {t('To your saved address, cash on delivery. Skip, move, pause or stop it at any time.')}
          </p>
          <RepeatSetupForm busy={create.isPending} onSubmit={(setup) => void start(setup)} onCancel={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
