import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// Big and spaced: a code read aloud over the phone or copied by eye from a friend's screen.
export const code = style({
  margin: '0 0 12px',
  fontSize: 32,
  fontWeight: 800,
  letterSpacing: '0.18em',
  textAlign: 'center',
  color: vars.color.gold,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
});
export const link = style({
  margin: '0 0 12px',
  padding: '10px 12px',
  borderRadius: 10,
  background: vars.color.surfaceSunken,
  fontSize: 14,
  wordBreak: 'break-all',
});
export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 10 });
export const qrFrame = style({ display: 'flex', justifyContent: 'center', marginTop: 16 });
// The QR on white with its quiet zone, as a phone's camera reads it best.
export const qr = style({ width: 200, height: 200, padding: 8, borderRadius: 12, background: '#ffffff' });
export const earned = style({ margin: '12px 0 0', fontSize: 16, fontWeight: 700, color: vars.color.green });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 44,
  alignItems: 'center',
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: 14,
  selectors: { '&:first-child': { borderTop: 'none' } },
});
export const name = style({ fontWeight: 600 });
export const date = style({ color: vars.color.textMuted });
