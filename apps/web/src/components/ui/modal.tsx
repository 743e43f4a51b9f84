import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  labelledBy: string;
  onCancel: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the browser's own dialog element: focus stays inside and Escape cancels. Where
 * showModal is missing (old browsers, test DOMs) it is simply shown open.
 */
export function Modal({ labelledBy, onCancel, className = '', children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className={`fixed inset-0 m-auto overflow-y-auto rounded-2xl shadow-xl backdrop:bg-black/40 ${className}`}
    >
      {children}
    </dialog>
  );
}
