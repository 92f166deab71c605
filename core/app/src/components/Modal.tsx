import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** dialog, or alertdialog for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's accessible name, when no visible title names it. */
  label?: string;
  /** Renders the visible title (an h2) that names the dialog. */
  title?: ReactNode;
  /** Called on Escape and (with closeOnMask) on a tap on the mask; omit for dialogs that must be answered. */
  onClose?: () => void;
  closeOnMask?: boolean;
  /** centre (default) or a sheet sliding from the right edge. */
  variant?: 'center' | 'side';
  /** Id of the element that describes the dialog (its message). */
  describedBy?: string;
  /** Id of an element inside that names the dialog, when there is no title. */
  labelledBy?: string;
  children: ReactNode;
}

/**
 * A modal dialog: aria-modal, named by its title or label, keeps focus inside while open (Tab cycles), closes on
 * Escape and on a mask tap when allowed, and gives focus back to what had it before.
 */
export function Modal({
  role = 'dialog',
  label,
  title,
  onClose,
  closeOnMask = true,
  variant = 'center',
  describedBy,
  labelledBy,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  // A layout effect: focus moves into the dialog in the same commit that shows it, before paint, so neither a
  // screen reader nor a fast key press ever meets the dialog with focus still behind it.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const before = document.activeElement as HTMLElement | null;
    const first =
      box.querySelector<HTMLElement>('[data-autofocus]') ?? box.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && closeRef.current) {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (e.shiftKey && (document.activeElement === head || !box.contains(document.activeElement))) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (document.activeElement === tail || !box.contains(document.activeElement))) {
        e.preventDefault();
        head.focus();
      }
    };
    box.addEventListener('keydown', onKey);
    return () => {
      box.removeEventListener('keydown', onKey);
      if (before && document.contains(before)) before.focus();
    };
  }, []);

  return (
    <div className={styles.layer}>
      <div
        className={styles.mask}
        aria-hidden="true"
        data-testid="modal-mask"
        onClick={closeOnMask && onClose ? onClose : undefined}
      />
      <div
        ref={ref}
        className={variant === 'side' ? styles.side : styles.box}
        role={role}
        aria-modal="true"
        aria-label={title || labelledBy ? undefined : label}
        aria-labelledby={title ? titleId : labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>
  );
}
