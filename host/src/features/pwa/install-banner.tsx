import { useSnapshot } from 'valtio';
import { Button, Icon, PRODUCT_NAME } from '@app/shared';
import { usePublicConfig } from '../public-config/public-config';
import { closeInstallBanner, installApp, installPrompt } from './install-prompt';
import * as styles from './install-banner.css';

// The install-app banner: a fixed card at the bottom with install and close buttons,
// shown while the browser offers installation and the operator has the PWA switched on; on an
// iPhone's Safari, which offers nothing, the steps to add the app by hand, with the same close.
export function InstallBanner({ placement }: { placement: 'bottom' | 'aboveNav' }) {
  const { offer, hidden, installing, iosSteps } = useSnapshot(installPrompt);
  const { pwaEnabled } = usePublicConfig();
  if (!pwaEnabled || hidden || (!offer && !iosSteps)) return null;

  if (!offer) {
    return (
      <aside className={styles.banner[placement]} aria-label="Cài đặt ứng dụng" data-testid="install-banner" data-kind="ios">
        <img className={styles.icon} src="/icons/icon-192.png" alt="" width={44} height={44} />
        <div className={styles.text}>
          <p className={styles.title}>Cài {PRODUCT_NAME} lên màn hình chính</p>
          <p className={styles.body}>
            Trong Safari, bấm <strong>Chia sẻ</strong> (ô vuông có mũi tên lên), rồi chọn <strong>Thêm vào MH chính</strong>.
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.close} aria-label="Đóng" onClick={closeInstallBanner}>
            <Icon name="close" size={18} />
          </button>
        </div>
      </aside>
    );
  }

  return (
    <aside className={styles.banner[placement]} aria-label="Cài đặt ứng dụng" data-testid="install-banner">
      <img className={styles.icon} src="/icons/icon-192.png" alt="" width={44} height={44} />
      <div className={styles.text}>
        <p className={styles.title}>Cài đặt {PRODUCT_NAME}</p>
        <p className={styles.body}>Thêm vào màn hình chính để vào chơi nhanh hơn, toàn màn hình.</p>
      </div>
      <div className={styles.actions}>
        <Button size="sm" loading={installing} onClick={() => void installApp()}>
          Cài đặt
        </Button>
        <button type="button" className={styles.close} aria-label="Đóng" onClick={closeInstallBanner}>
          <Icon name="close" size={18} />
        </button>
      </div>
    </aside>
  );
}
