import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@padstore/domain/constants';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

interface Line {
  productId: string;
  productName: string;
  quantity: number;
}

const stepClass = 'size-10 text-lg font-bold text-gray-700 disabled:text-gray-300';

/** Change items and quantities: one more, one fewer, or take an item out; at least one item stays. */
export function ItemsEditor({
  items,
  busy,
  onSave,
  onCancel,
}: {
  items: Line[];
  busy: boolean;
  onSave: (items: { productId: string; quantity: number }[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [lines, setLines] = useState(items);
  const set = (productId: string, quantity: number) =>
    setLines((current) => current.map((line) => (line.productId === productId ? { ...line, quantity } : line)));
  const kept = lines.filter((line) => line.quantity > 0);
  return (
    <div className="mt-4 space-y-2">
      <ul className="divide-y divide-gray-200">
        {lines.map((line) => (
          <li key={line.productId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className={`text-sm ${line.quantity === 0 ? 'text-gray-400 line-through' : 'text-gray-900'}`}>{line.productName}</span>
            <div
              className="inline-flex items-center rounded-lg border border-gray-300"
              role="group"
              aria-label={t('Quantity of {product}', { product: line.productName })}
            >
              <button
                type="button"
                className={stepClass}
                aria-label={t('One fewer')}
                disabled={line.quantity === 0 || (line.quantity === 1 && kept.length === 1)}
                onClick={() => set(line.productId, line.quantity - 1)}
              >
                −
              </button>
              <span className="min-w-8 text-center font-semibold" aria-live="polite">
                {line.quantity}
              </span>
              <button
                type="button"
                className={stepClass}
                aria-label={t('One more')}
                disabled={line.quantity >= MAX_LINE_QUANTITY}
                onClick={() => set(line.productId, line.quantity + 1)}
              >
                +
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          className="flex-1"
          busy={busy}
          busyText={t('Saving...')}
          onClick={() => onSave(kept.map(({ productId, quantity }) => ({ productId, quantity })))}
        >
          {t('Save items')}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </div>
  );
}
