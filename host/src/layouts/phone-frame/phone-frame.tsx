import { useEffect, useState, type ReactNode } from 'react';
import { isRealMobileDevice, PHONE_FRAME } from '@app/shared';
import * as styles from './phone-frame.css';

function fitScale() {
  return Math.min(window.innerWidth / PHONE_FRAME.width, window.innerHeight / PHONE_FRAME.height, 1);
}

// On a desktop the app is drawn in a 430 x 932 phone, scaled to fit and centred; on a real phone it
// takes the whole screen. Modals portal into #app-viewport so they stay inside the phone.
// `prerendered` draws the frame at build time for one kind of device: unscaled (the size of the
// window is unknown there), and without a style attribute, which the page's policy would refuse.
export function PhoneFrame({ children, prerendered }: { children: ReactNode; prerendered?: 'mobile' | 'desktop' }) {
  const [mobile] = useState(() => (prerendered ? prerendered === 'mobile' : isRealMobileDevice()));
  const [scale, setScale] = useState(() => (prerendered ? null : fitScale()));

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
      <div id="app-viewport" className={styles.phone} style={scale === null ? undefined : { transform: `scale(${scale})` }}>
        {children}
      </div>
    </div>
  );
}
