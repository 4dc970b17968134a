import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '2px 12px',
  padding: '12px 14px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const amount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const meta = style({
  fontSize: 12,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});
const badge = {
  justifySelf: 'end',
  alignSelf: 'start',
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: 'nowrap',
} as const;
export const status = styleVariants({
  pending: { ...badge, background: vars.color.goldSoft, color: vars.color.gold },
  confirmed: { ...badge, background: vars.color.greenSoft, color: vars.color.green },
  rejected: { ...badge, background: vars.color.redSoft, color: '#ff8a8a' },
  expired: { ...badge, background: 'rgba(255,255,255,0.08)', color: vars.color.textMuted },
});
export const more = style({ marginTop: 8 });
export const support = style({ gridColumn: '1 / -1', fontSize: 12, fontWeight: 600, color: vars.color.gold });
export const reopen = style({ gridColumn: '1 / -1', marginTop: 6, minHeight: 44 });
