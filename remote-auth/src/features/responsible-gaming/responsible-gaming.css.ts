import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const block = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const subTitle = style({ margin: 0, fontSize: 15, fontWeight: 700 });
export const note = style({ margin: 0, fontSize: 14, lineHeight: 1.5, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const warn = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: 12,
  fontSize: 14,
  lineHeight: 1.5,
  background: vars.color.goldSoft,
  color: vars.color.gold,
  overflowWrap: 'anywhere',
});
export const danger = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: 12,
  fontSize: 14,
  lineHeight: 1.5,
  background: vars.color.redSoft,
  color: '#ffb4b4',
  overflowWrap: 'anywhere',
});
export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: '4px 0' });
export const row = style({ display: 'flex', gap: 8, flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 140px' });
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: 6,
  border: 'none',
  margin: 0,
  padding: 0,
});
const dayBase = {
  minHeight: 44,
  padding: '0 4px',
  borderRadius: 10,
  fontWeight: 600,
  fontSize: 13,
  cursor: 'pointer',
  font: 'inherit',
} as const;
export const day = style({
  ...dayBase,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
export const daySelected = style({
  ...dayBase,
  border: `1px solid ${vars.color.red}`,
  background: vars.color.redSoft,
  color: vars.color.text,
});
export const check = style({
  display: 'flex',
  gap: 10,
  alignItems: 'flex-start',
  fontSize: 14,
  lineHeight: 1.5,
  cursor: 'pointer',
  textAlign: 'left',
});
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });
export const stats = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 12px', fontSize: 14 });
export const term = style({ color: vars.color.textMuted });
export const value = style({
  margin: 0,
  textAlign: 'right',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const error = style({ margin: 0, fontSize: 14, color: '#ffb4b4' });
