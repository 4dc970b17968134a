import type { PlayerNoteDto, PlayerTagDto } from '@app/shared/contracts';
import { dto, integer, string } from '../http/schemas';

export const playerNoteSchema = dto<PlayerNoteDto>({ id: integer, body: string, authorName: string, createdAt: string });
export const playerTagSchema = dto<PlayerTagDto>({ tag: string, createdBy: string, createdAt: string });
