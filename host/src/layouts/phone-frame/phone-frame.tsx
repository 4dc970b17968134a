import { useEffect, useState, type ReactNode } from 'react';
import { isRealMobileDevice, PHONE_FRAME } from '@app/shared';
import * as styles from './phone-frame.css';

function fitScale() {
  return Math.min(window.innerWidth / PHONE_FRAME.width, window.innerHeight / PHONE_FRAME.height, 1);
}

// On a desktop the app is drawn in a 430 x 932 phone, scaled to fit and centred; on a real phone it
// takes the whole screen. Modals portal into #app-viewport so they stay inside the phone.
export function PhoneFrame({ children }: { children: ReactNode }) {
  const [mobile] = useState(isRealMobileDevice);
  const [scale, setScale] = useState(fitScale);

  useEffect(() => {
    if (mobile) return;
    const onResize = () => setScale(fitScale());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [mobile]);

  if (mobile) {
    return (
      <div id="app-viewport" className={styles.fullscreen}>
        {children}
      </div>
    );
  }
  return (
    <div className={styles.desktop}>
      <div
        id="app-viewport"
        className={styles.phone}
        style={{ width: PHONE_FRAME.width, height: PHONE_FRAME.height, transform: `scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
