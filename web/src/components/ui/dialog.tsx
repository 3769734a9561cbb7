import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FormActions } from './form-actions';
import { SmallIcon } from './icon';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

type DialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Why the footer's save failed, shown under its buttons, and the title of that box. */
  error?: string;
  errorTitle?: string;
  size?: 'sm' | 'md' | 'lg';
  /** The control that takes the focus when the dialog opens, instead of the browser's first one (✕). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What holds the title bar, the body and the footer: a box, or a form whose buttons are the footer's. */
  frame?: (content: ReactNode) => ReactNode;
};

const BOX = 'flex max-h-[85vh] flex-col';
const inBox = (content: ReactNode) => <div className={BOX}>{content}</div>;

/** The dialog's box as a `frame` sees it: a form that frames a dialog gives itself these classes. */
export const DIALOG_BOX = BOX;

const WIDTHS = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

/**
 * A modal built on the native <dialog>: the browser traps focus, Escape closes it and focus returns to
 * the control that opened it, so it is keyboard-usable without extra code. It is drawn at the end of the page's
 * body, wherever the screen opens it: a dialog with a form of its own may open from inside another form (the
 * counter's Hold, inside the order), and a form inside a form is not HTML.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  error,
  errorTitle,
  size = 'md',
  initialFocus,
  frame = inBox,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  /** The press of the click under way began on the backdrop, outside the dialog's box. */
  const pressedOutside = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Here, not in the caller's own effect: that one may run before the dialog is shown, when its
      // controls can't take the focus yet.
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A tap outside the box closes the dialog, if it is a tap of its own: pressed on the backdrop too (not a
      // drag from inside), and not the second tap of a double tap (its click count, `detail`, is 2), whose first
      // opened the dialog and whose second lands where the opening button was, now the backdrop (ADR 0124).
      onPointerDown={(event) => (pressedOutside.current = event.target === ref.current)}
      onClick={(event) => {
        if (event.target === ref.current && pressedOutside.current && event.detail <= 1) onClose();
        pressedOutside.current = false;
      }}
      className={cn('m-auto w-[calc(100%-2rem)] rounded-lg bg-white p-0 shadow-xl', WIDTHS[size])}
    >
      {open &&
        frame(
          <>
            <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
              <h2 id={titleId} className="text-lg font-semibold text-slate-800">
                {title}
              </h2>
              <button
                type="button"
                onClick={onClose}
                aria-label={t('common.close')}
                className="rounded p-1 text-slate-500 hover:bg-slate-100 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
              >
                <SmallIcon name="close" />
              </button>
            </div>
            <div className="overflow-y-auto px-5 py-4">{children}</div>
            {footer && (
              <div className="border-t border-slate-200 px-5 py-3">
                <FormActions
                  error={error}
                  errorTitle={errorTitle}
                  className="flex flex-wrap justify-end gap-2"
                >
                  {footer}
                </FormActions>
              </div>
            )}
          </>,
        )}
    </dialog>,
    document.body,
  );
}

/**
 * Mounts a dialog the first time it opens and keeps it mounted after, so closing it still goes through the
 * native close (the focus returns to the control that opened it). A screen with several dialogs the user may
 * never open then does not draw them all while it loads (~10 ms each on a cheap phone, docs/performance.md).
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current ? children : null;
}
