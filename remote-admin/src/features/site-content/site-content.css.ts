import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

// The players' page as it will look, at a phone's width.
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: 430,
  marginTop: vars.space.md,
});

export const previewLabel = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase' });

export const previewFrame = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.bg,
});

export const footer = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
