import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const steps = style({ margin: '0 0 16px', paddingLeft: 20, fontSize: 14, lineHeight: 1.5, color: vars.color.textMuted });
export const qr = style({
  display: 'block',
  width: 220,
  height: 220,
  margin: '0 auto 12px',
  borderRadius: 12,
  background: '#fff',
});
export const secretBox = style({ margin: '0 0 16px', fontSize: 14, textAlign: 'center', color: vars.color.textMuted });
export const secret = style({
  display: 'block',
  marginTop: 6,
  padding: '10px 12px',
  borderRadius: 10,
  background: 'rgba(255,255,255,0.08)',
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 16,
  letterSpacing: 1,
  wordBreak: 'break-all',
  userSelect: 'all',
});
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 8,
  margin: '0 0 16px',
  padding: 0,
  listStyle: 'none',
});
export const code = style({
  padding: '10px 8px',
  borderRadius: 10,
  textAlign: 'center',
  background: 'rgba(255,255,255,0.08)',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 16,
  letterSpacing: 1,
});
export const note = style({ margin: '0 0 16px', fontSize: 14, lineHeight: 1.5, color: vars.color.textMuted });
