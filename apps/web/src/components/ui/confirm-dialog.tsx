import { Button } from './button';
import { Modal } from './modal';

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

/** A yes-or-no question in a modal. */
export function ConfirmDialog({ open, title, message, confirmText, cancelText, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  if (!open) return null;
  return (
    <Modal labelledBy="confirm-title" onCancel={onCancel} className="w-[min(24rem,calc(100vw-2rem))] p-6">
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
    </Modal>
  );
}
