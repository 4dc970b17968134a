import { Link } from 'react-router';
import { EmptyState, Icon } from '@app/shared';
import * as styles from './game-coming-soon.css';

// Shown until the games issue brings the live rounds: the game's name and a plain statement.
export function GameComingSoon({ name, icon, rules }: { name: string; icon: 'dice' | 'coins'; rules: string }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{name}</h1>
      <p className={styles.rules}>{rules}</p>
      <EmptyState
        icon={<Icon name={icon} />}
        title="Trò chơi sắp ra mắt"
        description="Các ván chơi trực tiếp, minh bạch và kiểm chứng được đang được hoàn thiện."
        action={
          <Link to="/" className={styles.back}>
            Về trang chủ
          </Link>
        }
      />
    </div>
  );
}
