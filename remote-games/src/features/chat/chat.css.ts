import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const toggle = style({
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

// A few messages high on a 430 × 932 phone: the table stays the page, the chat a window onto it.
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.sm,
  height: 220,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const items = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 6 });
export const message = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const meta = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.fontSize.xs });
export const name = style({ color: vars.color.gold, fontWeight: vars.fontWeight.semibold });
export const own = style({ color: vars.color.green, fontWeight: vars.fontWeight.semibold });
export const time = style({ color: vars.color.textDim });
// Plain text as typed: long words and strings without spaces wrap inside the panel.
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
export const empty = style({ margin: 'auto', textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  // 16 px: a phone's browser does not zoom into a field this size when it takes the focus.
  fontSize: vars.fontSize.md,
  // Brought into view above the bet bar that sticks to the bottom of the screen, not under it.
  scrollMarginBottom: 180,
  selectors: { '&:disabled': { opacity: 0.6 } },
});
export const send = style({ minHeight: vars.size.touch, minWidth: 64 });
export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.xs });
export const count = style({ color: vars.color.textDim, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const countOver = style({ color: vars.color.red, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const refusal = style({ margin: 0, color: '#ff8a8a', fontSize: vars.fontSize.sm });
export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const failed = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
