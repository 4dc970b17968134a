import { useState } from 'react';
import { Skeleton } from '@app/shared';
import { type GameType } from '@app/shared/signed-in';
import { LatePartFailed, latePart } from '../game-table/late-part';
import * as s from './chat.css';

// The chat itself is a chunk of its own, asked for once the table is on screen and the section open:
// the table's first load carries only this header.
const panel = latePart(() => import(/* webpackChunkName: "table-chat" */ './chat-panel').then((m) => m.ChatPanel));

/** The panel's chunk, asked for once; asked for again after a failure. */
export const loadChatPanel = panel.load;

// Folded or open, as the player left it, for as long as the page lives (both tables alike).
let openNow = true;

/**
 * "Trò chuyện": a section under the table's bet bar (never over the betting controls), open by
 * default and foldable. Folded, nothing of the chat is loaded or listened to.
 */
export function ChatSection({ game, className }: { game: GameType; className?: string }) {
  const [open, setOpen] = useState(openNow);
  const { Part: Panel, failed, retry } = panel.usePart(open);
  const toggle = () => {
    openNow = !open;
    setOpen(openNow);
  };
  return (
    <section className={className} aria-labelledby="chat-title" data-testid="table-chat">
      <div className={s.header}>
        <h2 id="chat-title" className={s.title}>
          Trò chuyện
        </h2>
        <button type="button" className={s.toggle} aria-expanded={open} aria-controls="chat-body" onClick={toggle}>
          {open ? 'Thu gọn' : 'Mở'}
        </button>
      </div>
      {/* Always there, so that the button's aria-controls names an element even while folded. */}
      <div id="chat-body" hidden={!open} aria-busy={open && !Panel && !failed}>
        {open &&
          (Panel ? (
            <Panel game={game} />
          ) : failed ? (
            <LatePartFailed message="Không tải được khung trò chuyện." onRetry={retry} />
          ) : (
            <Skeleton height={180} radius={12} />
          ))}
      </div>
    </section>
  );
}
