import { style } from '@vanilla-extract/css';
import { PHONE_MEDIA, vars } from '@app/shared/theme';

export const layout = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  gridTemplateColumns: '264px minmax(0, 1fr)',
  background: vars.color.bgDeep,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // On a phone the sidebar is a top bar over the content, which takes the whole width.
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto minmax(0, 1fr)' } },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  '@media': {
    [PHONE_MEDIA]: {
      // The anchor of the menu that drops over the content; it must not clip it.
      position: 'relative',
      zIndex: vars.z.nav,
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: `${vars.space.xs} ${vars.space.md}`,
      borderRight: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
      overflowY: 'visible',
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gold,
  '@media': { [PHONE_MEDIA]: { flex: 1, minWidth: 0, padding: 0 } },
});

// Only on a phone: the button that folds the navigation away, so the content keeps the screen.
export const menuButton = style({
  display: 'none',
  '@media': {
    [PHONE_MEDIA]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      minHeight: 44,
      minWidth: 44,
      padding: `0 ${vars.space.md}`,
      borderRadius: vars.radius.sm,
      border: `1px solid ${vars.color.borderStrong}`,
      background: 'transparent',
      color: vars.color.text,
      fontFamily: 'inherit',
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.semibold,
      cursor: 'pointer',
      selectors: {
        '&[aria-expanded="true"]': { background: vars.color.surface },
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      },
    },
  },
});

// The navigation and the account: the sidebar's column on a desktop; on a phone a panel dropped
// below the top bar over the content, shown while the menu is open. Its height is the window's
// less the bar's (100% is the bar's padding box), so a short screen scrolls the panel, not the page.
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  flex: 1,
  '@media': {
    [PHONE_MEDIA]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      maxHeight: 'calc(100dvh - 100%)',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      padding: vars.space.md,
      background: vars.color.surfaceSunken,
      borderBottom: `1px solid ${vars.color.borderStrong}`,
      boxShadow: vars.shadow.raised,
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
  },
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
  '@media': { [PHONE_MEDIA]: { minHeight: 44 } },
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
  '@media': { [PHONE_MEDIA]: { minHeight: 44 } },
});

export const main = style({ overflowY: 'auto', minWidth: 0 });
export const menuIcon = style({ flexShrink: 0 });
export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxxl });
export const notFound = style({
  padding: vars.space.xxl,
  color: vars.color.textMuted,
  '@media': { [PHONE_MEDIA]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});
