import { useEffect, useState } from 'react';
import { Link } from '@app/shared/router';
import { Button, EmptyState, formatVietnamDateTime, Icon, serverNow, useBalance, useLoaded, useSession } from '@app/shared';
import { getGameStates, openWalletDialog, PlayersOnline, JackpotPool, GAME_LABELS, JACKPOT_GAME } from '@app/shared/signed-in';
import { RecentActivity } from './recent-activity';
import { ScreenShown } from '../prerender/screen-shown';
import { usePublicConfig } from '../public-config/public-config';
import * as styles from './home-screen.css';

// A player who signed up today is greeted as new: "trở lại" a second after registering reads wrong.
const NEW_PLAYER_MS = 24 * 3_600_000;
const isNewPlayer = (createdAt: string | undefined) => {
  const at = createdAt ? Date.parse(createdAt) : NaN;
  return Number.isFinite(at) && serverNow() - at < NEW_PLAYER_MS;
};

const GAMES = [
  { key: 'taixiu', to: '/tro-choi/tai-xiu', name: GAME_LABELS.taixiu, blurb: 'Ba xúc xắc, đoán Tài (11–18) hay Xỉu (3–10)', icon: 'dice' },
  { key: 'xocdia', to: '/tro-choi/xoc-dia', name: GAME_LABELS.xocdia, blurb: 'Bốn đồng xu, đoán Chẵn hay Lẻ', icon: 'coins' },
] as const;

export function HomeScreen() {
  const { user } = useSession();
  const { isInitialized, isLoading } = useBalance();
  // The first balance request has ended, answered or not: the app shows itself either way.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (isLoading) setAsked(true);
  }, [isLoading]);
  const { features } = usePublicConfig();
  const games = GAMES.filter((game) => features[game.key]);
  // Which games are paused for maintenance: read once the screen is up; unread, the tiles say nothing.
  const states = useLoaded(getGameStates, []);
  const pausedAt = (key: string) => states.data?.find((state) => state.gameType === key)?.pausedAt ?? null;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-label="Tài khoản">
        <p className={styles.hello}>{isNewPlayer(user?.createdAt) ? 'Chào mừng bạn mới' : 'Chào mừng trở lại'}</p>
        <h1 className={styles.name} data-testid="home-username" data-fill="username">
          {user?.username}
        </h1>
        {/* The balance is the header's, on every screen; not repeated here. The prerendered page
            already shows it: the app takes over once it has it (or once asking for it has failed,
            with its own way of saying so). */}
        {(isInitialized || (asked && !isLoading)) && <ScreenShown />}
        <div className={styles.heroActions}>
          <Button variant="primary" onClick={() => openWalletDialog('deposit')}>
            Nạp tiền
          </Button>
          <Button variant="secondary" onClick={() => openWalletDialog('withdraw')}>
            Rút tiền
          </Button>
        </div>
      </section>

      <section aria-labelledby="games-title">
        <h2 id="games-title" className={styles.sectionTitle}>
          Trò chơi
        </h2>
        <div className={styles.games}>
          {games.map((game) => (
            <Link key={game.key} to={game.to} className={styles.tile} data-testid={`game-tile-${game.key}`}>
              <span className={styles.tileIcon}>
                <Icon name={game.icon} />
              </span>
              <strong className={styles.tileName}>{game.name}</strong>
              <span className={styles.tileBlurb}>{game.blurb}</span>
              <PlayersOnline game={game.key} />
              {game.key === JACKPOT_GAME && <JackpotPool />}
              {pausedAt(game.key) && (
                <span className={styles.tilePaused} data-testid={`game-paused-${game.key}`}>
                  Bảo trì từ {formatVietnamDateTime(pausedAt(game.key)!)}
                </span>
              )}
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className={styles.sectionTitle}>
          Hoạt động gần đây
        </h2>
        <RecentActivity
          empty={
            <EmptyState
              icon={<Icon name="history" />}
              title="Chưa có giao dịch nào"
              description="Nạp, rút tiền và các phiên bạn chơi sẽ hiện ở đây."
            />
          }
        />
      </section>
    </div>
  );
}
