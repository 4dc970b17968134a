import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// The log's filters on one line on a desktop, wrapping as the width shrinks.
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
