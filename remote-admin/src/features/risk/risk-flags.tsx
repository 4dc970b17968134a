import { useState } from 'react';
import { Button, OPERATOR_TEXT_MAX } from '@app/shared';
import { RISK_FLAG_LABELS, type RiskFlagDto } from '@app/shared/contracts';
import { Link } from '@app/shared/router';
import { consoleClearRiskFlag } from '../../api/console-clear-risk-flag';
import { ActionDialog } from '../kit/action-dialog';
import { Badge, MiniTable } from '../kit/kit';
import { formatTime } from '../kit/format';
import { useOperatorMay } from '../kit/operator-access';
import { consolePath } from '../console/console-pages';
import * as k from '../kit/kit.css';

/**
 * A player's risk flags, each with why and the rows it came from; the roles that decide on money
 * clear one with a note. Shown on the "Rủi ro" list, on the profile and on a withdrawal under review.
 */
export function RiskFlags({ userId, flags, onChanged }: { userId: number; flags: RiskFlagDto[]; onChanged: () => void }) {
  const mayClear = useOperatorMay('money');
  const [clearing, setClearing] = useState<RiskFlagDto | null>(null);
  if (flags.length === 0) return <p className={k.muted}>Không có cảnh báo nào.</p>;
  return (
    <div className={k.form}>
      {flags.map((flag) => (
        <section key={`${flag.kind}|${flag.key}`} className={k.form} aria-label={RISK_FLAG_LABELS[flag.kind]} data-testid="risk-flag">
          <div className={k.actions}>
            <Badge tone={flag.cleared ? 'grey' : 'red'}>{RISK_FLAG_LABELS[flag.kind]}</Badge>
            <span>{flag.reason}</span>
            {flag.related.map((r) => (
              <Link key={r.id} className={k.link} to={`${consolePath('nguoi-choi')}?id=${r.id}`}>
                {r.username}
              </Link>
            ))}
          </div>
          <MiniTable empty="" head={flag.evidence.head} rows={flag.evidence.rows} />
          {flag.cleared ? (
            <p className={k.muted}>
              Đã bỏ qua bởi {flag.cleared.by} lúc {formatTime(flag.cleared.at)}: {flag.cleared.note}
            </p>
          ) : (
            mayClear && (
              <div className={k.actions}>
                <Button size="sm" variant="secondary" onClick={() => setClearing(flag)}>
                  Bỏ qua cảnh báo
                </Button>
              </div>
            )
          )}
        </section>
      ))}
      <ActionDialog
        open={clearing !== null}
        title={`Bỏ qua cảnh báo "${clearing ? RISK_FLAG_LABELS[clearing.kind] : ''}"`}
        summary={
          <p className={k.muted}>
            Ghi lại vì sao cảnh báo này không đáng lo: ghi chú được lưu vào hồ sơ người chơi. Cảnh báo sẽ hiện lại nếu có dữ liệu mới (một
            tài khoản khác, một yêu cầu rút khác).
          </p>
        }
        fields={[{ name: 'note', label: 'Ghi chú', required: 'Vui lòng ghi lý do bỏ qua cảnh báo', maxLength: OPERATOR_TEXT_MAX }]}
        confirmLabel="Bỏ qua cảnh báo"
        onClose={() => setClearing(null)}
        onDone={onChanged}
        onSubmit={async (values) => (await consoleClearRiskFlag(userId, clearing!.kind, clearing!.key, values.note)).message}
      />
    </div>
  );
}
