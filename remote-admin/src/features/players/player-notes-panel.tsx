import { useState } from 'react';
import { Button, OPERATOR_TEXT_MAX } from '@app/shared';
import { PLAYER_TAG_MAX, type AdminPlayerProfileDto } from '@app/shared/contracts';
import { consoleAddPlayerNote } from '../../api/console-add-player-note';
import { consoleAddPlayerTag } from '../../api/console-add-player-tag';
import { consoleRemovePlayerTag } from '../../api/console-remove-player-tag';
import { ActionDialog } from '../kit/action-dialog';
import { Badge, MiniTable } from '../kit/kit';
import { formatTime } from '../kit/format';
import { useOperatorMay } from '../kit/operator-access';
import * as k from '../kit/kit.css';

/** Operators' tags and notes on the player: every operator reads and writes them; each is audited. */
export function PlayerNotesPanel({ profile: p, onChanged }: { profile: AdminPlayerProfileDto; onChanged: () => void }) {
  const mayWrite = useOperatorMay('notes');
  const [dialog, setDialog] = useState<'note' | 'tag' | { untag: string } | null>(null);
  const close = () => setDialog(null);
  const untag = typeof dialog === 'object' && dialog !== null ? dialog.untag : null;

  return (
    <>
      <h3 className={k.panelTitle}>Nhãn và ghi chú</h3>
      <div className={k.actions}>
        {p.tags.length === 0 && <span className={k.muted}>Chưa gắn nhãn.</span>}
        {p.tags.map((t) => (
          <span key={t.tag} className={k.actions} title={`Gắn bởi ${t.createdBy} lúc ${formatTime(t.createdAt)}`}>
            <Badge tone="blue">{t.tag}</Badge>
            {mayWrite && (
              <Button size="sm" variant="ghost" onClick={() => setDialog({ untag: t.tag })} aria-label={`Gỡ nhãn ${t.tag}`}>
                ✕
              </Button>
            )}
          </span>
        ))}
      </div>
      {mayWrite && (
        <div className={k.actions}>
          <Button size="sm" variant="secondary" onClick={() => setDialog('tag')}>
            Gắn nhãn
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog('note')}>
            Thêm ghi chú
          </Button>
        </div>
      )}
      <MiniTable
        empty="Chưa có ghi chú."
        head={['Ghi chú', 'Người viết', 'Thời gian']}
        rows={p.notes.map((n) => [n.body, n.authorName, formatTime(n.createdAt)])}
      />
      <ActionDialog
        open={dialog === 'note'}
        title={`Ghi chú về ${p.user.username}`}
        summary={<p className={k.muted}>Ghi chú được lưu kèm tên bạn, không sửa hay xóa được: muốn đính chính, hãy viết ghi chú mới.</p>}
        fields={[{ name: 'body', label: 'Ghi chú', required: 'Vui lòng nhập ghi chú', maxLength: OPERATOR_TEXT_MAX }]}
        confirmLabel="Lưu ghi chú"
        onClose={close}
        onDone={onChanged}
        onSubmit={async (values) => (await consoleAddPlayerNote(p.user.id, values.body)).message}
      />
      <ActionDialog
        open={dialog === 'tag'}
        title={`Gắn nhãn cho ${p.user.username}`}
        fields={[
          {
            name: 'tag',
            label: 'Nhãn',
            required: 'Vui lòng nhập nhãn',
            placeholder: 'vip, nghi-ngo, da-xac-minh',
            maxLength: PLAYER_TAG_MAX,
            hint: 'Chữ thường, số và dấu gạch nối; lọc danh sách người chơi theo nhãn được.',
          },
        ]}
        confirmLabel="Gắn nhãn"
        onClose={close}
        onDone={onChanged}
        onSubmit={async (values) => (await consoleAddPlayerTag(p.user.id, values.tag)).message}
      />
      <ActionDialog
        open={untag !== null}
        title={`Gỡ nhãn "${untag ?? ''}" của ${p.user.username}`}
        confirmLabel="Gỡ nhãn"
        onClose={close}
        onDone={onChanged}
        onSubmit={async () => (await consoleRemovePlayerTag(p.user.id, untag!)).message}
      />
    </>
  );
}
