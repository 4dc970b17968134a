import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const layout = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  gridTemplateColumns: '264px minmax(0, 1fr)',
  background: vars.color.bgDeep,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gold,
});

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1 });

export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const navActive = style({ background: vars.color.goldSoft, color: vars.color.gold, fontWeight: vars.fontWeight.semibold });
export const navLabel = style({ flex: 1 });

export const count = style({
  minWidth: 22,
  padding: `0 ${vars.space.xs}`,
  borderRadius: 11,
  background: vars.color.red,
  color: vars.color.onRed,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '22px',
  textAlign: 'center',
});

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const operator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  padding: `0 ${vars.space.sm}`,
});
export const accountLink = style({
  minHeight: 36,
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const main = style({ overflowY: 'auto', minWidth: 0 });
export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxxl });
export const notFound = style({ padding: vars.space.xxl, color: vars.color.textMuted });
