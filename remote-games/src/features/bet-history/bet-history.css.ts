import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const page = style({
  padding: '16px 16px 24px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
});
export const heading = style({ margin: 0, fontSize: 20 });
export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.5 });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '6px 12px',
  padding: '12px 12px 12px 14px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const game = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const round = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm });
export const time = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'right',
  fontVariantNumeric: vars.font.numeric,
});
export const stake = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const money = style({ fontVariantNumeric: vars.font.numeric, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
const outcome = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, textAlign: 'right', whiteSpace: 'nowrap' });
export const won = style([outcome, { color: vars.color.green }]);
export const lost = style([outcome, { color: '#ff8a8a' }]);
export const neutral = style([outcome, { color: vars.color.textMuted }]);
export const result = style({ display: 'flex', alignItems: 'center', gap: 6, fontSize: vars.fontSize.sm, minWidth: 0, flexWrap: 'wrap' });
export const draw = style({ display: 'inline-flex', alignItems: 'center', gap: 4 });
const coin = style({ width: 16, height: 16, borderRadius: '50%', boxShadow: 'inset 0 0 0 2px rgba(0, 0, 0, 0.15)' });
export const coinRed = style([coin, { background: vars.color.red }]);
export const coinWhite = style([coin, { background: '#eeeeee' }]);
export const verify = style({ justifySelf: 'end', minHeight: 44, paddingLeft: vars.space.md, paddingRight: vars.space.md });
export const moreError = style({ margin: 0, fontSize: vars.fontSize.sm, color: '#ffb4b4' });
export const play = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 20px',
  borderRadius: 12,
  background: vars.color.goldSoft,
  color: vars.color.gold,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});
