import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: 12,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
const icon = { width: 40, height: 40, borderRadius: 12, display: 'grid', placeItems: 'center' } as const;
export const typeIcon = styleVariants({
  deposit: { ...icon, background: vars.color.greenSoft, color: vars.color.green },
  withdrawal: { ...icon, background: vars.color.blueSoft, color: vars.color.blue },
  game: { ...icon, background: vars.color.goldSoft, color: vars.color.gold },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const title = style({ fontSize: 14, fontWeight: 600 });
export const date = style({
  fontSize: 12,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const side = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 2 });
const amount = { fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
export const amountIn = style({ ...amount, color: vars.color.green });
export const amountOut = style({ ...amount, color: vars.color.text });
export const status = styleVariants({
  completed: { fontSize: 12, fontWeight: 600, color: vars.color.green },
  pending: { fontSize: 12, fontWeight: 600, color: vars.color.gold },
  failed: { fontSize: 12, fontWeight: 600, color: '#ff8a8a' },
  expired: { fontSize: 12, fontWeight: 600, color: vars.color.textMuted },
  rejected: { fontSize: 12, fontWeight: 600, color: '#ff8a8a' },
  cancelled: { fontSize: 12, fontWeight: 600, color: vars.color.textMuted },
  won: { fontSize: 12, fontWeight: 600, color: vars.color.green },
  lost: { fontSize: 12, fontWeight: 600, color: '#ff8a8a' },
  even: { fontSize: 12, fontWeight: 600, color: vars.color.textMuted },
});
