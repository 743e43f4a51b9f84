import { useEffect, useRef } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question on the browser's own dialog element: focus is trapped and Escape cancels. */
export function ConfirmDialog({ open, title, message, confirmText, cancelText, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="fixed inset-0 m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-black/40"
      open={typeof HTMLDialogElement === 'undefined' || !('showModal' in HTMLDialogElement.prototype) ? true : undefined}
    >
      <h2 id="confirm-title" className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <p className="mt-2 text-gray-600">{message}</p>
      <div className="mt-6 flex gap-3">
        <Button variant="danger" className="flex-1" onClick={onConfirm} busy={busy}>
          {confirmText}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          {cancelText}
        </Button>
      </div>
    </dialog>
  );
}
