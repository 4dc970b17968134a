import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const action = style({
  display: 'inline-block',
  marginTop: 16,
  padding: '12px 20px',
  borderRadius: 12,
  background: vars.color.gold,
  color: '#1a1446',
  fontWeight: 700,
  textDecoration: 'none',
});
