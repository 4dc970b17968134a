import { coerce, define, string, type } from 'superstruct';
import { normalizePlayerTag, OPERATOR_TEXT_MAX, PLAYER_MESSAGES, PLAYER_TAG_MAX, PLAYER_TAG_PATTERN } from '@app/shared/contracts';

const noteText = define<string>('note', (v) =>
  typeof v === 'string' && v.length > 0 && v.length <= OPERATOR_TEXT_MAX ? true : PLAYER_MESSAGES.noteRequired,
);

export const tagRule = coerce(
  define<string>('tag', (v) =>
    typeof v === 'string' && v.length <= PLAYER_TAG_MAX && PLAYER_TAG_PATTERN.test(v) ? true : PLAYER_MESSAGES.tagInvalid,
  ),
  string(),
  normalizePlayerTag,
);

// POST /api/admin/users/:id/notes {body}
export const AddNoteBody = type({ body: coerce(noteText, string(), (v) => v.trim()) });

// POST /api/admin/users/:id/tags {tag}
export const AddTagBody = type({ tag: tagRule });
