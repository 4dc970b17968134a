import { useState } from 'react';
import { Button, Modal, OPERATOR_TEXT_MAX, TextField, messageOf, notify, useLoaded } from '@app/shared';
import { GAME_LABELS, type GameType } from '@app/shared/contracts';
import {
  CHAT_MESSAGES,
  CHAT_MUTE_CHOICES,
  CHAT_WORD_MAX_LENGTH,
  CHAT_WORDS_MAX,
  type AdminChatMessageDto,
  type ChatSettingsDto,
} from '@app/shared/contracts/chat';
import { consoleGetChatMessages } from '../../api/console-get-chat-messages';
import { consoleGetChatMutes } from '../../api/console-get-chat-mutes';
import { consoleGetChatSettings } from '../../api/console-get-chat-settings';
import { consoleHideChatMessage } from '../../api/console-hide-chat-message';
import { consoleMuteChatPlayer } from '../../api/console-mute-chat-player';
import { consoleSaveChatWords } from '../../api/console-save-chat-words';
import { consoleSetChatEnabled } from '../../api/console-set-chat-enabled';
import { consoleUnmuteChatPlayer } from '../../api/console-unmute-chat-player';
import { ActionDialog } from '../kit/action-dialog';
import { formatTime } from '../kit/format';
import { Badge, DataTable, LoadState, Panel, RefreshButton, Screen, Tabs } from '../kit/kit';
import { useLoadMore } from '../kit/list-hooks';
import * as k from '../kit/kit.css';
import * as s from './chat-moderation.css';

type GameFilter = GameType | 'all';
const GAME_TABS: ReadonlyArray<readonly [GameFilter, string]> = [
  ['all', 'Tất cả'],
  ['taixiu', GAME_LABELS.taixiu],
  ['xocdia', GAME_LABELS.xocdia],
];

interface Author {
  userId: number;
  username: string;
}

/** "Cấm trò chuyện": how long (the console's choices) and why; the player is told both when they try to write. */
function MuteDialog({ author, onClose, onDone }: { author: Author | null; onClose: () => void; onDone: () => void }) {
  const [minutes, setMinutes] = useState(CHAT_MUTE_CHOICES[1].minutes);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!author || busy) return;
    if (!reason.trim()) {
      setError(CHAT_MESSAGES.reasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleMuteChatPlayer(author.userId, minutes, reason.trim());
      notify.success(answer.message);
      setBusy(false);
      setReason('');
      onDone();
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(messageOf(failure, 'Không thực hiện được. Vui lòng thử lại.'));
    }
  };
  return (
    <Modal open={author !== null} onClose={close} closeOnEscape={!busy} title={`Cấm trò chuyện: ${author?.username ?? ''}`} size="md">
      <form
        className={k.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={k.muted}>
          Người chơi không gửi được tin nhắn ở cả hai bàn cho đến hết thời gian này; khi thử gửi, họ thấy thời điểm hết cấm và lý do.
        </p>
        <label className={k.field}>
          <span className={k.fieldLabel}>Thời gian cấm</span>
          <select className={k.select} value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
            {CHAT_MUTE_CHOICES.map((choice) => (
              <option key={choice.minutes} value={choice.minutes}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Lý do"
          value={reason}
          maxLength={OPERATOR_TEXT_MAX}
          placeholder="VD: Spam quảng cáo"
          error={error ?? undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <div className={k.rowActions}>
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            Hủy
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            Cấm trò chuyện
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function MessageState({ message }: { message: AdminChatMessageDto }) {
  if (!message.hiddenAt) return <Badge tone="green">Đang hiện</Badge>;
  return (
    <>
      <Badge tone="grey">Đã ẩn</Badge>
      <div className={k.muted}>
        {message.hiddenBy ?? '—'} · {formatTime(message.hiddenAt)}
      </div>
    </>
  );
}

/** The newest messages of one table or both, hidden ones too, each with its author's real name; hide and mute from a row. */
function MessagesPanel({ version, onChanged }: { version: number; onChanged: () => void }) {
  const [game, setGame] = useState<GameFilter>('all');
  const [hiding, setHiding] = useState<AdminChatMessageDto | null>(null);
  const [muting, setMuting] = useState<Author | null>(null);
  const shownGame = game === 'all' ? undefined : game;
  const loaded = useLoaded(() => consoleGetChatMessages(shownGame), [game], { refreshOn: [version], failure: CHAT_MESSAGES.loadFailed });
  const older = useLoadMore<AdminChatMessageDto>(loaded.data);

  return (
    <Panel
      title="Tin nhắn gần đây"
      actions={
        <>
          <Tabs value={game} options={GAME_TABS} onChange={setGame} label="Bàn chơi" />
          <RefreshButton loaded={loaded} />
        </>
      }
    >
      <LoadState loaded={loaded} isEmpty={(page) => page.items.length === 0} empty="Chưa có tin nhắn nào.">
        {(page) => {
          const rows = [...page.items, ...older.rows];
          const hasMore = older.rows.length ? !older.done : page.hasMore;
          return (
            <>
              <DataTable
                label="Tin nhắn gần đây"
                columns={['Lúc', 'Bàn', 'Người chơi', 'Tin nhắn', 'Trạng thái', { label: 'Thao tác', hidden: true }]}
              >
                {rows.map((m) => (
                  <tr key={m.id} data-testid="chat-row">
                    <td className={`${k.td} ${k.nowrap}`}>{formatTime(m.at)}</td>
                    <td className={`${k.td} ${k.nowrap}`}>{GAME_LABELS[m.gameType]}</td>
                    <td className={`${k.td} ${k.nowrap}`}>
                      {m.username} <span className={k.muted}>#{m.userId}</span>
                      {m.authorMutedUntil && (
                        <div>
                          <Badge tone="red">Bị cấm đến {formatTime(m.authorMutedUntil)}</Badge>
                        </div>
                      )}
                    </td>
                    <td className={k.td}>
                      <p className={m.hiddenAt ? s.hiddenText : s.text}>{m.text}</p>
                    </td>
                    <td className={k.td}>
                      <MessageState message={m} />
                    </td>
                    <td className={`${k.td} ${k.nowrap}`}>
                      {!m.hiddenAt && (
                        <Button size="sm" variant="ghost" onClick={() => setHiding(m)}>
                          Ẩn
                        </Button>
                      )}
                      <Button size="sm" variant="ghost" onClick={() => setMuting({ userId: m.userId, username: m.username })}>
                        Cấm chat
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
              {older.error && (
                <p className={k.errorLine} role="alert">
                  {older.error}
                </p>
              )}
              {hasMore && (
                <div className={s.more}>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={older.busy}
                    onClick={() =>
                      void older.more(async () => {
                        const next = await consoleGetChatMessages(shownGame, rows[rows.length - 1].id);
                        return { rows: next.items, done: !next.hasMore };
                      })
                    }
                  >
                    Xem thêm
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </LoadState>
      <ActionDialog
        open={hiding !== null}
        title="Ẩn tin nhắn"
        summary={
          <>
            <p className={s.text}>
              {hiding?.username}: “{hiding?.text}”
            </p>
            <p className={k.muted}>
              Tin nhắn biến mất khỏi khung trò chuyện của mọi người chơi ở bàn ngay lập tức. Thao tác được ghi vào nhật ký.
            </p>
          </>
        }
        confirmLabel="Ẩn tin nhắn"
        danger
        onClose={() => setHiding(null)}
        onDone={onChanged}
        onSubmit={async () => (await consoleHideChatMessage(hiding!.id)).message}
      />
      <MuteDialog author={muting} onClose={() => setMuting(null)} onDone={onChanged} />
    </Panel>
  );
}

function MutesPanel({ version, onChanged }: { version: number; onChanged: () => void }) {
  const loaded = useLoaded(consoleGetChatMutes, [], { refreshOn: [version], failure: CHAT_MESSAGES.loadFailed });
  const [lifting, setLifting] = useState<Author | null>(null);
  return (
    <Panel title="Đang bị cấm trò chuyện">
      <LoadState loaded={loaded} isEmpty={(mutes) => mutes.length === 0} empty="Không ai đang bị cấm trò chuyện.">
        {(mutes) => (
          <DataTable
            label="Đang bị cấm trò chuyện"
            columns={['Người chơi', 'Đến', 'Lý do', 'Cấm bởi', { label: 'Thao tác', hidden: true }]}
          >
            {mutes.map((mute) => (
              <tr key={mute.userId}>
                <td className={`${k.td} ${k.nowrap}`}>
                  {mute.username} <span className={k.muted}>#{mute.userId}</span>
                </td>
                <td className={`${k.td} ${k.nowrap}`}>{formatTime(mute.until)}</td>
                <td className={k.td}>{mute.reason}</td>
                <td className={`${k.td} ${k.nowrap}`}>
                  {mute.mutedBy ?? '—'}
                  <div className={k.muted}>{formatTime(mute.mutedAt)}</div>
                </td>
                <td className={k.td}>
                  <Button size="sm" variant="ghost" onClick={() => setLifting({ userId: mute.userId, username: mute.username })}>
                    Bỏ cấm
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadState>
      <ActionDialog
        open={lifting !== null}
        title={`Bỏ cấm trò chuyện: ${lifting?.username ?? ''}`}
        summary={<p className={k.muted}>Người chơi gửi được tin nhắn lại ngay.</p>}
        confirmLabel="Bỏ cấm"
        onClose={() => setLifting(null)}
        onDone={onChanged}
        onSubmit={async () => (await consoleUnmuteChatPlayer(lifting!.userId)).message}
      />
    </Panel>
  );
}

/** Each table's switch, turned with a confirmation. */
function SwitchesPanel({ settings, onChanged }: { settings: ChatSettingsDto; onChanged: () => void }) {
  const [turning, setTurning] = useState<{ game: GameType; enabled: boolean } | null>(null);
  return (
    <Panel title="Bật/tắt trò chuyện theo bàn">
      <div className={s.switches}>
        {settings.games.map((g) => (
          <div key={g.gameType} className={s.switchCard} data-testid={`chat-switch-${g.gameType}`}>
            <div>
              <p className={s.switchName}>{GAME_LABELS[g.gameType]}</p>
              <Badge tone={g.enabled ? 'green' : 'grey'}>{g.enabled ? 'Đang bật' : 'Đang tắt'}</Badge>
              {g.updatedAt && (
                <div className={k.muted}>
                  {g.updatedBy ?? '—'} · {formatTime(g.updatedAt)}
                </div>
              )}
            </div>
            <Button
              size="sm"
              variant={g.enabled ? 'danger' : 'primary'}
              onClick={() => setTurning({ game: g.gameType, enabled: !g.enabled })}
            >
              {g.enabled ? 'Tắt trò chuyện' : 'Bật trò chuyện'}
            </Button>
          </div>
        ))}
      </div>
      <ActionDialog
        open={turning !== null}
        title={turning ? `${turning.enabled ? 'Bật' : 'Tắt'} trò chuyện ở bàn ${GAME_LABELS[turning.game]}` : ''}
        summary={
          <p className={k.muted}>
            {turning?.enabled
              ? 'Người chơi ở bàn gửi được tin nhắn lại ngay.'
              : 'Người chơi ở bàn vẫn đọc được tin nhắn cũ nhưng không gửi được tin mới, từ ngay bây giờ.'}
          </p>
        }
        confirmLabel={turning?.enabled ? 'Bật' : 'Tắt'}
        danger={turning ? !turning.enabled : false}
        onClose={() => setTurning(null)}
        onDone={onChanged}
        onSubmit={async () => (await consoleSetChatEnabled(turning!.game, turning!.enabled)).message}
      />
    </Panel>
  );
}

/** The word filter: one word or phrase a line, the whole list saved at once. */
function WordsPanel({ settings, onChanged }: { settings: ChatSettingsDto; onChanged: () => void }) {
  const [text, setText] = useState(settings.words.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = text
    .split('\n')
    .map((word) => word.trim())
    .filter(Boolean);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleSaveChatWords(words);
      setText(answer.data.words.join('\n'));
      notify.success(answer.message);
      onChanged();
    } catch (failure) {
      setError(messageOf(failure, 'Không lưu được danh sách. Vui lòng thử lại.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="Từ cấm">
      <label className={k.field}>
        <span className={k.fieldLabel}>Mỗi dòng một từ hoặc cụm từ</span>
        <textarea
          className={s.words}
          value={text}
          aria-describedby="chat-words-hint"
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </label>
      <p id="chat-words-hint" className={k.muted}>
        Tối đa {CHAT_WORDS_MAX} từ, mỗi từ {CHAT_WORD_MAX_LENGTH} ký tự. Không phân biệt hoa thường, và bắt cả khi chèn dấu chấm, gạch hay
        khoảng trắng giữa các chữ. Viết có dấu (“lồn”) chỉ chặn đúng từ có dấu đó; viết không dấu (“lua dao”) chặn cả “lừa đảo”. Đường link
        và số điện thoại luôn bị chặn, không cần thêm ở đây.
      </p>
      {error && (
        <p className={k.errorLine} role="alert">
          {error}
        </p>
      )}
      <div className={s.footer}>
        <Button onClick={() => void save()} loading={busy}>
          Lưu danh sách
        </Button>
        <span className={k.muted}>
          {words.length} từ ·{' '}
          {settings.wordsUpdatedAt
            ? `lưu lần cuối lúc ${formatTime(settings.wordsUpdatedAt)}${settings.wordsUpdatedBy ? ` bởi ${settings.wordsUpdatedBy}` : ''}`
            : 'chưa lưu lần nào'}
        </span>
      </div>
    </Panel>
  );
}

/**
 * "Trò chuyện" (admins and support): the tables' messages with their authors' real names, hiding
 * one, muting a player for a time and lifting it, the word filter and each table's switch. Every
 * action is in the audit log.
 */
export function ChatModerationScreen() {
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  const settings = useLoaded(consoleGetChatSettings, [], { refreshOn: [version], failure: CHAT_MESSAGES.loadFailed });
  return (
    <Screen
      title="Trò chuyện"
      subtitle="Tin nhắn ở các bàn chơi, với tên thật của người gửi. Ẩn tin, cấm trò chuyện, từ cấm và bật/tắt từng bàn đều được ghi vào nhật ký quản trị."
    >
      <LoadState loaded={settings}>
        {(data) => (
          <>
            <SwitchesPanel settings={data} onChanged={changed} />
            <WordsPanel key={data.wordsUpdatedAt ?? 'never'} settings={data} onChanged={changed} />
          </>
        )}
      </LoadState>
      <MessagesPanel version={version} onChanged={changed} />
      <MutesPanel version={version} onChanged={changed} />
    </Screen>
  );
}
