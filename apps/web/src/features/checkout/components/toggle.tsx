import { useId, type ReactNode } from 'react';

/**
 * An on/off switch: a real checkbox with the look of a switch, so keyboards and screen readers know it.
 * A `fixed` one shows a setting she cannot change (and is announced as such) without being a dead end.
 */
export function Toggle({
  checked,
  onChange,
  label,
  hint,
  fixed = false,
}: {
  checked: boolean;
  onChange?: (checked: boolean) => void;
  label: string;
  hint?: ReactNode;
  fixed?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <label htmlFor={id} className={fixed ? undefined : 'cursor-pointer'}>
        <span className="block font-medium text-gray-900">{label}</span>
        {hint && <span className="block text-sm text-gray-600">{hint}</span>}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={fixed}
        onChange={(event) => onChange?.(event.target.checked)}
        className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 disabled:cursor-default"
      />
    </div>
  );
}
