import { useState } from 'react';
import { useLoaded } from '@app/shared';
import { consoleGetPlayerRisk } from '../../api/console-get-player-risk';
import { LoadState } from '../kit/kit';
import { RiskFlags } from './risk-flags';
import * as k from '../kit/kit.css';

/** A player's risk flags, read when shown: on the profile and on a withdrawal under review. */
// `onChanged`: a flag was cleared (its note is in the player's notes now).
export function PlayerRisk({ userId, refresh = 0, onChanged }: { userId: number; refresh?: unknown; onChanged?: () => void }) {
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(() => consoleGetPlayerRisk(userId), [userId], { refreshOn: [version, refresh] });
  return (
    <>
      <h3 className={k.panelTitle}>Cảnh báo rủi ro</h3>
      <LoadState loaded={loaded}>
        {(flags) => (
          <RiskFlags
            userId={userId}
            flags={flags}
            onChanged={() => {
              setVersion((n) => n + 1);
              onChanged?.();
            }}
          />
        )}
      </LoadState>
    </>
  );
}
