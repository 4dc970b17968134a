import { useEffect, useState } from 'react';
import { useNavigate } from '@app/shared/router';
import { Button, createDevToolsGuard, Icon, isOperatorRole, useSession } from '@app/shared';
import * as styles from './dev-tools-guard.css';

// The developer-tools guard runs only for signed-in players, and not for those the operator lets use
// the tools, nor for operators themselves (their console is not a game to tamper with).
export function DevToolsGuard() {
  const { isAuthenticated, user } = useSession();
  const [blocked, setBlocked] = useState(false);
  const navigate = useNavigate();
  const exempt = !isAuthenticated || !user || user.dev_tools_enabled || isOperatorRole(user.role);

  useEffect(() => {
    if (exempt) return;
    return createDevToolsGuard({ onDetect: () => setBlocked(true) });
  }, [exempt]);

  if (!blocked || exempt) return null;
  return (
    <div className={styles.overlay} role="alertdialog" aria-labelledby="devtools-title">
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon name="shield" />
        </span>
        <h2 id="devtools-title">Bảo mật đã được kích hoạt</h2>
        <p>Công cụ dành cho nhà phát triển đã bị chặn trên trang này. Vui lòng đóng công cụ để tiếp tục sử dụng.</p>
        <Button
          variant="primary"
          block
          onClick={() => {
            setBlocked(false);
            navigate('/', { replace: true });
          }}
        >
          Đóng
        </Button>
      </div>
    </div>
  );
}
