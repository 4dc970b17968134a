import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const tabs = style({ display: 'flex', gap: vars.space.xs });
const tabBase = {
  flex: 1,
  minHeight: 44,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
} as const;
export const tab = style({ ...tabBase, background: 'transparent', color: vars.color.textMuted });
export const tabOn = style({ ...tabBase, background: vars.color.goldSoft, color: vars.color.gold });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 6 });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: '4px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const rank = style({ width: 24, color: vars.color.gold, fontWeight: vars.fontWeight.bold });
export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const amount = style({ color: vars.color.gold, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const failed = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
