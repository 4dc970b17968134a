import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Skeleton, isApiError, messageOf, registerRejoin, subscribeRealtime, visuallyHidden } from '@app/shared';
import { type GameType } from '@app/shared/signed-in';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  CHAT_TEXT_MAX,
  chatLength,
  chatTextProblem,
  cleanChatText,
  type ChatEnabledEvent,
  type ChatHiddenEvent,
  type ChatMessageDto,
  chatContentProblem,
} from '@app/shared/contracts/chat';
import { getChat } from '../../api/get-chat';
import { sendChat } from '../../api/send-chat';
import * as s from './chat.css';

// The messages a page keeps: the history it read and what came since.
const KEPT = 100;
// Within this of the list's end, the list follows new messages; further up, the player is reading.
const FOLLOW_PX = 32;

let clock: Intl.DateTimeFormat | undefined;
const timeOf = (iso: string) =>
  (clock ??= new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit' })).format(new Date(iso));

// The history read, then what arrived live that it does not hold yet (newer ids only), by id.
function merged(current: ChatMessageDto[], incoming: ChatMessageDto[]): ChatMessageDto[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEPT);
}

export interface ChatPanelProps {
  game: GameType;
}

/**
 * The table's chat: its last messages (read when it opens and after every reconnect), new ones
 * live, hidden ones removed live, and the field to write one. Every message is drawn as text:
 * nothing a player types is ever read as markup. A refusal (a link, a number, too fast, muted...)
 * is said under the field in the server's words.
 */
export function ChatPanel({ game }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessageDto[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [enabled, setEnabled] = useState(true);
  const [mutedUntil, setMutedUntil] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mine = useRef(new Set<number>());
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const ids = useId();

  // The newest read wins; one for an earlier game or after the panel closed is dropped.
  const readCount = useRef(0);
  const load = useCallback(async () => {
    const read = ++readCount.current;
    try {
      const history = await getChat(game);
      if (read !== readCount.current) return;
      setEnabled(history.enabled);
      setMutedUntil(history.mutedUntil);
      setMessages((current) => merged(current?.filter((m) => m.id > (history.messages.at(-1)?.id ?? 0)) ?? [], history.messages));
      setLoadError(null);
    } catch (error) {
      if (read === readCount.current) setLoadError(messageOf(error, CHAT_MESSAGES.loadFailed));
    }
  }, [game]);

  useEffect(() => {
    setMessages(null);
    void load();
    const mineOf = (payload: { gameType?: unknown } | null | undefined) => payload?.gameType === game;
    const stops = [
      subscribeRealtime<ChatMessageDto>(CHAT_EVENTS.message, (m) => {
        if (mineOf(m) && Number.isSafeInteger(m.id) && typeof m.text === 'string') setMessages((current) => merged(current ?? [], [m]));
      }),
      subscribeRealtime<ChatHiddenEvent>(CHAT_EVENTS.hidden, (e) => {
        if (mineOf(e)) setMessages((current) => current?.filter((m) => m.id !== e.id) ?? current);
      }),
      subscribeRealtime<ChatEnabledEvent>(CHAT_EVENTS.enabled, (e) => {
        if (mineOf(e) && typeof e.enabled === 'boolean') setEnabled(e.enabled);
      }),
    ];
    // After a reconnect (or the server's resync) messages may have been missed: read them again. The
    // call made at once, when the socket is already up, is the load just started.
    let registering = true;
    stops.push(
      registerRejoin(() => {
        if (!registering) void load();
      }),
    );
    registering = false;
    return () => {
      readCount.current += 1;
      for (const stop of stops) stop();
    };
  }, [game, load]);

  // New messages keep the list at its end, unless the player scrolled up to read.
  useEffect(() => {
    const list = listRef.current;
    if (list && following.current) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const muted = mutedUntil !== null && Date.parse(mutedUntil) > Date.now();
  const length = chatLength(cleanChatText(text));
  const canSend = enabled && !muted && !sending && length > 0 && length <= CHAT_TEXT_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const clean = cleanChatText(text);
    // What the page can tell by itself is said at once; the server says the rest.
    const problem = chatTextProblem(clean) ?? chatContentProblem(clean);
    if (problem) {
      setRefusal(problem);
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      const sent = await sendChat(game, clean);
      mine.current.add(sent.id);
      following.current = true;
      setMessages((current) => merged(current ?? [], [sent]));
      setText('');
    } catch (error) {
      if (isApiError(error) && error.error === 'CHAT_DISABLED') setEnabled(false);
      setRefusal(messageOf(error, CHAT_MESSAGES.sendFailed));
    } finally {
      setSending(false);
    }
  };

  if (messages === null) {
    return loadError ? (
      <div className={s.failed} role="status" data-testid="chat-error">
        <p className={s.notice}>{loadError}</p>
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          Thử lại
        </Button>
      </div>
    ) : (
      <Skeleton height={180} radius={12} />
    );
  }

  return (
    <div className={s.root}>
      {/* The log (read out politely as messages come), holding the list of messages. */}
      <div
        ref={listRef}
        className={s.list}
        role="log"
        aria-label="Tin nhắn trong bàn"
        tabIndex={0}
        onScroll={(event) => {
          const list = event.currentTarget;
          following.current = list.scrollTop + list.clientHeight >= list.scrollHeight - FOLLOW_PX;
        }}
      >
        {messages.length === 0 ? (
          <p className={s.empty}>Chưa có tin nhắn nào. Hãy chào cả bàn!</p>
        ) : (
          <ol className={s.items}>
            {messages.map((m) => (
              <li key={m.id} className={s.message} data-testid="chat-message">
                <span className={s.meta}>
                  <span className={mine.current.has(m.id) ? s.own : s.name}>{mine.current.has(m.id) ? `${m.name} (bạn)` : m.name}</span>
                  <time className={s.time} dateTime={m.at}>
                    {timeOf(m.at)}
                  </time>
                </span>
                <p className={s.text}>{m.text}</p>
              </li>
            ))}
          </ol>
        )}
      </div>

      {!enabled ? (
        <p className={s.notice} role="status">
          {CHAT_MESSAGES.disabled}
        </p>
      ) : muted ? (
        <p className={s.notice} role="status">
          {CHAT_MESSAGES.muted(mutedUntil!, null)}
        </p>
      ) : (
        <form className={s.form} onSubmit={(event) => void submit(event)} noValidate>
          <div className={s.row}>
            <input
              className={s.input}
              type="text"
              value={text}
              maxLength={CHAT_TEXT_MAX}
              placeholder="Nhập tin nhắn..."
              aria-label="Tin nhắn"
              aria-describedby={`${ids}-count${refusal ? ` ${ids}-refusal` : ''}`}
              aria-invalid={refusal ? true : undefined}
              autoComplete="off"
              enterKeyHint="send"
              onChange={(event) => {
                setText(event.target.value);
                setRefusal(null);
              }}
            />
            <Button type="submit" size="sm" className={s.send} loading={sending} disabled={!canSend}>
              Gửi
            </Button>
          </div>
          <div className={s.footer}>
            {refusal ? (
              <p id={`${ids}-refusal`} className={s.refusal} role="alert">
                {refusal}
              </p>
            ) : (
              <span />
            )}
            <span id={`${ids}-count`} className={length > CHAT_TEXT_MAX ? s.countOver : s.count}>
              {length}/{CHAT_TEXT_MAX}
              <span className={visuallyHidden}> ký tự</span>
            </span>
          </div>
        </form>
      )}
    </div>
  );
}
