import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { PHONE_MEDIA, vars } from '@app/shared/theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  minWidth: 0,
  '@media': { [PHONE_MEDIA]: { gap: vars.space.lg, padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { [PHONE_MEDIA]: { fontSize: vars.fontSize.xl } },
});
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [PHONE_MEDIA]: { padding: vars.space.md } },
});
export const panelTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
// A button in a row (a request's number, "Gán") is a thumb's target on a phone, however short its text.
globalStyle(`${tableWrap} button`, { '@media': { [PHONE_MEDIA]: { minWidth: 44 } } });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: vars.font.numeric,
  // On a phone the columns keep their natural width and the box scrolls: squeezed into 400 px, a
  // column of codes broke letter by letter (break-all) and a row grew a screen tall.
  '@media': { [PHONE_MEDIA]: { width: 'max-content', minWidth: '100%' } },
});
export const th = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  // ... up to this: a long reason or change list wraps instead of making one endless line.
  '@media': { [PHONE_MEDIA]: { maxWidth: 280 } },
});
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.xs,
  wordBreak: 'break-all',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const search = style({ width: 360, maxWidth: '100%' });
export const rowActions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end', whiteSpace: 'nowrap' });
export const selectedRow = style({ background: vars.color.surfaceRaised });

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
export const tone = styleVariants({
  gold: { background: vars.color.goldSoft, color: vars.color.gold },
  green: { background: vars.color.greenSoft, color: vars.color.green },
  red: { background: vars.color.redSoft, color: '#ff8a8a' },
  blue: { background: vars.color.blueSoft, color: '#8fb6ff' },
  grey: { background: vars.color.skeleton, color: vars.color.textMuted },
});

export const tabs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const tab = style({
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.goldSoft, color: vars.color.gold, borderColor: vars.color.gold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { [PHONE_MEDIA]: { minHeight: 44 } },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [PHONE_MEDIA]: { flexWrap: 'wrap' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const errorLine = style({ margin: 0, color: '#ff8a8a', fontSize: vars.fontSize.sm });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const dt = style({ color: vars.color.textMuted });
export const dd = style({ margin: 0, color: vars.color.text, minWidth: 0, wordBreak: 'break-word' });

export const select = style({
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  '@media': { [PHONE_MEDIA]: { minHeight: 44 } },
});
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: vars.space.lg });
// A list and the detail of its chosen row, side by side: the list wide (withdrawals) or the detail
// wide (a player's profile holds four tables). On a phone the detail goes under the list.
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.7fr) minmax(380px, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const splitDetail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 1fr) minmax(0, 1.5fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

// A list's filters on one line on a desktop, wrapping as the width shrinks.
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const tagList = style({ display: 'inline-flex', gap: vars.space.xs, flexWrap: 'wrap', marginLeft: vars.space.xs });

// A link inside a detail (another player, a search): a thumb-sized target on a phone.
export const link = style({
  color: vars.color.gold,
  '@media': { [PHONE_MEDIA]: { display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 } },
});

// A row's tick box: thumb-sized on a phone.
export const check = style({
  width: 22,
  height: 22,
  margin: 0,
  accentColor: vars.color.gold,
  cursor: 'pointer',
  '@media': { [PHONE_MEDIA]: { width: 44, height: 44 } },
});
