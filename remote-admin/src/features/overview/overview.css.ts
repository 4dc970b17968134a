import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MEDIA, vars } from '@app/shared/theme';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginBottom: vars.space.md });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const figureValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gold,
  fontVariantNumeric: vars.font.numeric,
});
export const figureDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const row = style({ display: 'contents' });
export const waiting = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${waiting} li`, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
// Each line's link is the way to its queue: on a phone, a full-height target rather than a word.
globalStyle(`${waiting} a`, {
  '@media': { [PHONE_MEDIA]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 } },
});
