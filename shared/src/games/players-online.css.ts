import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// A quiet line with a green dot: people are here now.
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  fontSize: 12,
  lineHeight: 1.4,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
  whiteSpace: 'nowrap',
  selectors: {
    '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', background: vars.color.green },
  },
});
