import type { ReactNode } from 'react';
import { APP_VIEWPORT_ID, CONSOLE_PATH } from '@app/shared';
import { useLocation } from '@app/shared/router';
import { PhoneFrame } from '../phone-frame/phone-frame';
import * as styles from './app-frame.css';

// The operators' console is a desktop tool (wide tables, side navigation): it takes the whole window.
// Every other page is the player's app, drawn in the phone frame.
export const isConsolePath = (pathname: string) => pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);

export function AppFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (!isConsolePath(pathname)) return <PhoneFrame>{children}</PhoneFrame>;
  // Modals portal into the viewport element, as they do inside the phone.
  return (
    <div id={APP_VIEWPORT_ID} className={styles.window}>
      {children}
    </div>
  );
}
