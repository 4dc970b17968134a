import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { Icon } from './icon';
import { getPortalTarget } from './portal';
import * as s from './modal.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';
export type ModalPosition = 'center' | 'bottom';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  size?: ModalSize;
  position?: ModalPosition;
  /** Off by default: a stray tap outside must not throw away a half-filled money form. */
  closeOnOverlayClick?: boolean;
  /** On by default; turn off while a request is in flight. */
  closeOnEscape?: boolean;
  showCloseButton?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  /** Id of a heading rendered inside `children`, for dialogs that lay out their own title. */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Element focused on open; defaults to an element marked `data-autofocus`, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  closeLabel?: string;
  /** Text to read and nothing to press (a game's rules): the body takes a tab stop to scroll by keyboard. */
  textOnly?: boolean;
}

// Open dialogs in opening order. Nested dialogs happen (the QR dialog opens an "are you sure" on top),
// and Escape must close only the topmost one.
const openStack: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  open,
  onClose,
  title,
  size = 'md',
  position = 'center',
  closeOnOverlayClick = false,
  closeOnEscape = true,
  showCloseButton = true,
  footer,
  children,
  role = 'dialog',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  initialFocusRef,
  className,
  closeLabel = 'Đóng',
  textOnly = false,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pointerStartedOnOverlay = useRef<boolean | null>(null);
  // Latest callbacks/flags in refs so the document listener is not re-attached on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closeOnEscapeRef = useRef(closeOnEscape);
  closeOnEscapeRef.current = closeOnEscape;

  useEffect(() => {
    if (!open) return;
    const token = {};
    openStack.push(token);
    const previouslyFocused = document.activeElement as HTMLElement | null;

    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
    target?.focus({ preventScroll: true });

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || openStack[openStack.length - 1] !== token) return;
      if (!closeOnEscapeRef.current) return;
      e.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const i = openStack.indexOf(token);
      if (i >= 0) openStack.splice(i, 1);
      // Give focus back to whatever opened the dialog, so keyboard users are not dropped at the page top.
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
    // initialFocusRef is read once on open on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  const container = getPortalTarget();
  if (!container) return null;

  // Keep Tab inside the dialog; the page behind is inert to the user while it is open.
  const trapTab = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panelRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // Close only for a press that both started and ended on the backdrop: a text selection dragged out
  // of the dialog must not dismiss it.
  const onOverlayPointerDown = (e: ReactMouseEvent<HTMLDivElement>) => {
    pointerStartedOnOverlay.current = e.target === e.currentTarget;
  };
  const onOverlayClick = (e: ReactMouseEvent<HTMLDivElement>) => {
    const started = pointerStartedOnOverlay.current;
    pointerStartedOnOverlay.current = null;
    if (!closeOnOverlayClick || e.target !== e.currentTarget || started === false) return;
    onClose();
  };

  const hasTitle = title !== undefined && title !== null && title !== false;

  return createPortal(
    <div
      className={cx(s.overlay, s.overlayPosition?.[position])}
      data-testid="modal-overlay"
      onMouseDown={onOverlayPointerDown}
      onClick={onOverlayClick}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : ariaLabelledBy}
        aria-label={hasTitle || ariaLabelledBy ? undefined : ariaLabel}
        aria-describedby={ariaDescribedBy}
        tabIndex={-1}
        data-size={size}
        data-position={position}
        className={cx(s.panel, s.panelPosition?.[position], s.size?.[size], className)}
        onKeyDown={trapTab}
      >
        {position === 'bottom' && <div className={s.handle} aria-hidden="true" />}
        {(hasTitle || showCloseButton) && (
          <div className={s.header}>
            {hasTitle && (
              <h2 id={titleId} className={s.title}>
                {title}
              </h2>
            )}
            {showCloseButton && (
              <button type="button" className={s.closeButton} aria-label={closeLabel} onClick={onClose}>
                <Icon name="close" size={22} />
              </button>
            )}
          </div>
        )}
        {/* A body of text alone (no control to tab to) is given a tab stop so that a keyboard can
            scroll it. */}
        <div className={s.body} tabIndex={textOnly ? 0 : undefined}>
          {children}
        </div>
        {footer && <div className={s.footer}>{footer}</div>}
      </div>
    </div>,
    container,
  );
}
