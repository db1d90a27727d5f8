'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock';
import buttons from './button.module.css';
import styles from './modal.module.css';

type Props = {
  title: ReactNode;
  children: ReactNode;
  /** Escape, or the caller's own close button: the caller unmounts the modal. */
  onClose: () => void;
  /** A question that needs an answer (role alertdialog), rather than a form. */
  alert?: boolean;
  /** The id of the text that says what is asked (an alert dialog's description). */
  describedBy?: string;
  wide?: boolean;
  /** A class of the caller's for its own width (e.g. the gift dialog's 500 px, spec-coverage “Product page: cart and favourites”). */
  className?: string;
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Escape closes, the title labels it, page scrolling is locked (spec-coverage “Product page: cart and favourites”) and focus returns to
 * what opened it.
 */
export function Modal({ title, children, onClose, alert, describedBy, wide, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // environments without showModal (jsdom)
    }
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.modal} ${wide ? styles.wide : ''} ${className ?? ''}`}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

type AlertProps = {
  title: ReactNode;
  /** The text that describes what is asked or told. */
  children?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  /** A class of the caller's for its own width. */
  className?: string;
};

type ConfirmProps = AlertProps & {
  cancelLabel?: string;
  /** Also Escape. */
  onCancel: () => void;
};

/**
 * An alert dialog: a title, an optional text that describes it, and its buttons: cancel (when it has
 * one), focused first and also Escape; else confirm, focused first and also Escape.
 */
function AlertDialog({
  title,
  children,
  confirmLabel = '確定',
  onConfirm,
  cancelLabel,
  onCancel,
  className,
}: AlertProps & Partial<ConfirmProps>) {
  const bodyId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel ?? onConfirm}
      alert
      describedBy={children ? bodyId : undefined}
      className={className}
    >
      {children ? (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <button type="button" className={buttons.secondary} onClick={onCancel} autoFocus>
            {cancelLabel}
          </button>
        ) : null}
        <button type="button" className={buttons.primary} onClick={onConfirm} autoFocus={!onCancel}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** A yes / no question as an alert dialog; focus starts on cancel, the harmless answer. */
export function Confirm({ cancelLabel = '取消', ...props }: ConfirmProps) {
  return <AlertDialog cancelLabel={cancelLabel} {...props} />;
}

/**
 * An alert that only informs (spec-coverage “Product page: cart and favourites”: "alert, then …"): one button, focused first,
 * confirms; Escape confirms too, as what follows is not the member's choice.
 */
export function Notice(props: AlertProps) {
  return <AlertDialog {...props} />;
}
