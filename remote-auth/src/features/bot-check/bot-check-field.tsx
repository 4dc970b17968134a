import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { API_BASE, ApiError, AUTH_PATHS, CAPTCHA_FIELD, CAPTCHA_REQUIRED, metaError, Field } from '@app/shared';
import * as styles from './bot-check.css';

// How long a submit waits for the widget to finish (its chunk may still be loading on a slow phone).
const SOLVE_WAIT_MS = 30_000;

// A form's link to its bot-check widget: the last solution, a way to wait for one (a player may
// press the button before the widget is done) and a way to ask a fresh one (a solution is good once).
export class BotCheckHandle {
  private widget: AltchaWidgetElement | null = null;
  private payload: string | null = null;
  private waiters: Array<(payload: string | null) => void> = [];

  attach(widget: AltchaWidgetElement | null): void {
    this.widget = widget;
  }

  // Called by the widget's state changes: a payload once verified, null when it failed.
  settle(payload: string | null): void {
    this.payload = payload;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(payload);
  }

  // The current solution, or the next one the widget finds; null if it fails or takes too long.
  solved(): Promise<string | null> {
    if (this.payload) return Promise.resolve(this.payload);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        resolve(null);
      }, SOLVE_WAIT_MS);
      const done = (payload: string | null) => {
        clearTimeout(timer);
        resolve(payload);
      };
      this.waiters.push(done);
    });
  }

  // Forgets the spent solution and has the widget solve a new challenge.
  renew(): void {
    this.payload = null;
    if (!this.widget) return;
    this.widget.reset();
    void this.widget.verify();
  }
}

// The server refused the bot check (missing, expired, already used) or asks for one.
export const isBotCheckRefusal = (error: unknown) => error instanceof ApiError && error.error === CAPTCHA_REQUIRED;

// Sends with the widget's solution; when the server refuses that one (it expired while the player
// was away, say), once more with a fresh one, so the player's press is not lost to the check.
export async function withBotCheck<T>(handle: BotCheckHandle, first: string, send: (solution: string) => Promise<T>): Promise<T> {
  try {
    return await send(first);
  } catch (error) {
    if (!isBotCheckRefusal(error)) throw error;
    handle.renew();
    const fresh = await handle.solved();
    if (!fresh) throw error;
    return send(fresh);
  }
}

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

// Attributes the widget reads when it connects. `onload`: it solves as soon as it appears, while the
// player types, with no click; the checkbox stays there for a retry, by keyboard (Space) or touch.
const WIDGET_CONFIGURATION = JSON.stringify({
  hideFooter: true,
  hideLogo: true,
  // The pointer-movement collector is for ALTCHA's paid service; we do not collect it.
  humanInteractionSignature: false,
  // The widget would otherwise wait half a second even when the work took less.
  minDuration: 0,
});

interface BotCheckBoxProps {
  handle: BotCheckHandle;
  onPayload: (payload: string | undefined) => void;
  error?: ReactNode;
}

function BotCheckBox({ handle, onPayload, error }: BotCheckBoxProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  // The latest callback, so the widget is created once per mount.
  const report = useRef(onPayload);
  report.current = onPayload;

  useEffect(() => {
    let cancelled = false;
    let widget: AltchaWidgetElement | null = null;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: WidgetState; payload?: string }>).detail;
      if (state === 'verified' && payload) {
        report.current(payload);
        handle.settle(payload);
        return;
      }
      report.current(undefined);
      if (state === 'error') handle.settle(null);
      // A solution older than the challenge's 5 minutes (a player who took their time): solve again.
      if (state === 'expired') handle.renew();
    };
    import('./load-widget')
      .then(({ registerBotCheckWidget }) => {
        if (cancelled || !container.current) return;
        registerBotCheckWidget();
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', `${API_BASE}${AUTH_PATHS.challenge}`);
        widget.setAttribute('auto', 'onload');
        widget.setAttribute('language', 'vi');
        widget.setAttribute('name', CAPTCHA_FIELD);
        widget.setAttribute('configuration', WIDGET_CONFIGURATION);
        widget.addEventListener('statechange', onState);
        container.current.appendChild(widget);
        handle.attach(widget);
      })
      .catch(() => {
        if (cancelled) return;
        setLoadFailed(true);
        handle.settle(null);
      });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
      handle.attach(null);
    };
  }, [handle]);

  const message = loadFailed ? 'Không tải được ô xác minh. Vui lòng kiểm tra mạng rồi tải lại trang.' : error;
  return (
    <div className={styles.box} role="group" aria-labelledby={titleId} aria-describedby={message ? `${hintId} ${errorId}` : hintId}>
      <span id={titleId} className={styles.title}>
        Xác minh chống robot
      </span>
      <div ref={container} className={styles.widget} />
      <p id={hintId} className={styles.hint}>
        Ô này tự xác minh trong giây lát, bạn không cần làm gì. Nếu ô báo lỗi, bấm vào ô để thử lại.
      </p>
      {message && (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

// The bot check as a field of a react-final-form form: its value is the widget's solution, sent as
// the contract's captcha field; the server's refusal shows under it.
export function BotCheckField({ handle }: { handle: BotCheckHandle }) {
  return (
    <Field<string> name={CAPTCHA_FIELD}>
      {({ input, meta }) => <BotCheckBox handle={handle} onPayload={(payload) => input.onChange(payload)} error={metaError(meta)} />}
    </Field>
  );
}
