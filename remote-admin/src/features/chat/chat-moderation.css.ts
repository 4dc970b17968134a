import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const switches = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: vars.space.md });
export const switchCard = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const switchName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const words = style({
  width: '100%',
  minHeight: 160,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontFamily: 'inherit',
  resize: 'vertical',
});
// A message as typed: plain text, long strings wrapping inside the cell.
export const text = style({ maxWidth: 360, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const hiddenText = style({ maxWidth: 360, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', color: vars.color.textDim });
export const footer = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.sm });
