import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MEDIA, vars } from '@app/shared/theme';

// What the answer shows, spaced as the screen spaces its parts.
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [PHONE_MEDIA]: { gap: vars.space.lg } },
});

// The range, its shortcuts and the period on one line on a desktop, wrapping as the width shrinks.
export const controls = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});
export const dateField = style({ width: 180, '@media': { [PHONE_MEDIA]: { width: 'calc(50% - 8px)' } } });
export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
// Worded and spaced as a text field's label, so the buttons' labels line up with the dates'.
export const controlLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
// The buttons centred on the height of a date field beside them.
export const buttons = style({ display: 'flex', alignItems: 'center', minHeight: 48 });
export const problem = style({ margin: `${vars.space.md} 0 0`, color: '#ff8a8a', fontSize: vars.fontSize.sm });

// Nine figures: five on a desktop line (the money moved), the players and the house under them.
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  // Two a line on a phone rather than nine screens of one.
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const cardValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: vars.font.numeric,
  overflowWrap: 'anywhere',
  '@media': { [PHONE_MEDIA]: { fontSize: vars.fontSize.md } },
});
export const cardDetail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const asOf = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
// Said above a report of zeros, which is shown all the same.
export const note = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

// Two charts a line on a desktop, one on a narrow screen; a track never narrower than the screen.
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(440px, 100%), 1fr))',
  gap: vars.space.lg,
});
// The chart's box gives uPlot its width; hidden overflow lets the box shrink under a canvas drawn
// wider a moment before, so the resize is seen and the canvas follows.
export const chart = style({ minWidth: 0, minHeight: 240, overflow: 'hidden', color: vars.color.text });
globalStyle(`${chart} .uplot`, { width: '100%', fontFamily: 'inherit' });
// Room for two lines of legend from the start: the values it shows under the pointer are longer
// than the dashes it shows without, and the panels would jump as the pointer crossed them.
globalStyle(`${chart} .u-legend`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted, minHeight: 52 });
globalStyle(`${chart} .u-legend .u-value`, { color: vars.color.text, fontVariantNumeric: vars.font.numeric });
export const chartFailed = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The period table holds eleven columns of figures: on a desktop they fit beside each other with
// narrower gutters, and a heading longer than its figures ('Nạp lần đầu') goes on two lines.
export const figures = style({});
globalStyle(`${figures} th, ${figures} td`, { paddingLeft: vars.space.sm, paddingRight: vars.space.sm });
globalStyle(`${figures} thead th`, { whiteSpace: 'normal', verticalAlign: 'bottom' });

export const totalRow = style({ fontWeight: vars.fontWeight.bold, background: vars.color.surfaceRaised });
// A row's name: a heading for screen readers, read as plain text.
export const rowHead = style({ textAlign: 'left', fontWeight: 'inherit' });
export const negative = style({ color: '#ff8a8a' });
export const sub = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
