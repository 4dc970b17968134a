import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  placeItems: 'center',
  padding: 24,
  background: 'rgba(8, 6, 24, 0.96)',
  color: vars.color.text,
  textAlign: 'center',
});
export const card = style({ maxWidth: 340, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 });
export const icon = style({ color: vars.color.gold, transform: 'scale(2)', margin: 16 });
