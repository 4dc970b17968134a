import { style } from '@vanilla-extract/css';
import { PHONE_FRAME } from '@app/shared/contracts';

export const desktop = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  background: 'radial-gradient(circle at 50% 30%, #241b5c 0%, #0b0920 70%)',
});

// transform makes this the containing block of fixed-position children (toasts, modals, notices).
export const phone = style({
  position: 'relative',
  width: PHONE_FRAME.width,
  height: PHONE_FRAME.height,
  flex: 'none',
  overflow: 'hidden',
  transformOrigin: 'center center',
  background: '#0f0c29',
  boxShadow: '0 0 0 1px rgba(255,255,255,0.08), 0 24px 64px rgba(0,0,0,0.6)',
  borderRadius: 0,
});

export const fullscreen = style({
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  background: '#0f0c29',
  transform: 'translateZ(0)',
});
