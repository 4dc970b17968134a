import type { ReactNode } from 'react';
import { APP_VIEWPORT_ID, CONSOLE_PATH, PHONE_MEDIA, TOAST_MS, Toasts, useMediaQuery } from '@app/shared';
import { useLocation } from '@app/shared/router';
import { PhoneFrame } from '../phone-frame/phone-frame';
import * as styles from './app-frame.css';

// The operators' console is a desktop tool (wide tables, side navigation): it takes the whole window.
// Every other page is the player's app, drawn in the phone frame.
export const isConsolePath = (pathname: string) => pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);

// Toasts rise from the bottom of the phone, where they cover neither the balance in the header nor
// a table's clock; on the console, in the corner, clear of the page's title. On a console at a
// phone's width that corner is the menu button, the only way to another page: there they rise from
// the bottom too.
export function AppFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const onConsole = isConsolePath(pathname);
  const narrow = useMediaQuery(PHONE_MEDIA);
  const toasts = (
    <Toasts
      position={onConsole && !narrow ? 'top-right' : 'bottom-center'}
      autoClose={TOAST_MS}
      closeButton
      limit={3}
      theme="dark"
      newestOnTop
    />
  );
  if (!onConsole) {
    return (
      <PhoneFrame>
        {children}
        {toasts}
      </PhoneFrame>
    );
  }
  // Modals portal into the viewport element, as they do inside the phone.
  return (
    <div id={APP_VIEWPORT_ID} className={styles.window}>
      {children}
      {toasts}
    </div>
  );
}
