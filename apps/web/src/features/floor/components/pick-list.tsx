import { useState } from 'react';
import type { PickLine } from '@padstore/domain/floor';

/** What to take from the shelves: quantity first and large, then the product, its size and pads per pack. Tap a line to tick it. */
export function PickList({ lines, label }: { lines: readonly PickLine[]; label: string }) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (productId: string) => {
    const next = new Set(picked);
    if (next.has(productId)) next.delete(productId);
    else next.add(productId);
    setPicked(next);
  };
  return (
    <ul aria-label={label} className="divide-y divide-gray-100">
      {lines.map((line) => {
        const done = picked.has(line.productId);
        return (
          <li key={line.productId}>
            <label className={`flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 ${done ? 'bg-emerald-50' : ''}`}>
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-emerald-600"
                checked={done}
                onChange={() => toggle(line.productId)}
              />
              <span className="w-12 shrink-0 text-right text-2xl font-extrabold text-gray-900 tabular-nums">{line.quantity}×</span>
              <span className={`min-w-0 flex-1 ${done ? 'text-gray-500 line-through' : 'text-gray-900'}`}>
                <span className="block leading-snug font-semibold">{line.productName}</span>
                <span className="block text-sm text-gray-600">
                  {line.size} · {line.quantityInEachPack} pads a pack
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
