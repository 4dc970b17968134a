import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const face = style({
  display: 'inline-grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gridTemplateRows: 'repeat(3, 1fr)',
  placeItems: 'center',
  width: 60,
  height: 60,
  padding: 8,
  flexShrink: 0,
  borderRadius: 14,
  background: 'linear-gradient(145deg, #ffffff 0%, #e9e6f5 70%, #cfcae6 100%)',
  boxShadow: '0 6px 14px rgba(0, 0, 0, 0.45), inset 0 -3px 0 rgba(0, 0, 0, 0.12), inset 0 2px 0 rgba(255, 255, 255, 0.9)',
});

export const faceSmall = style([face, { width: 26, height: 26, padding: 3, borderRadius: 6, boxShadow: '0 2px 4px rgba(0, 0, 0, 0.4)' }]);

export const unknown = style({
  display: 'inline-grid',
  placeItems: 'center',
  background: `linear-gradient(145deg, ${vars.color.surfaceRaised} 0%, ${vars.color.surfaceSunken} 100%)`,
  border: `2px dashed ${vars.color.borderStrong}`,
  color: vars.color.gold,
  fontSize: 28,
  fontWeight: vars.fontWeight.black,
  boxShadow: 'none',
});

export const cell = style({ width: '100%', height: '100%' });

export const pip = style({
  width: '78%',
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  background: 'radial-gradient(circle at 35% 35%, #3a3360 0%, #0f0c29 75%)',
});

export const pipRed = style([pip, { background: 'radial-gradient(circle at 35% 35%, #ff6b6b 0%, #b71c1c 75%)' }]);
