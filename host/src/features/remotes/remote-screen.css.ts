import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  minHeight: 240,
  color: vars.color.textMuted,
});

export const errorWrap = style({ padding: 16 });
