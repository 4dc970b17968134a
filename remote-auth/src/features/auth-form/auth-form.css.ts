import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const card = style({
  width: '100%',
  maxWidth: 390,
  margin: '0 auto',
  padding: '24px 20px',
  borderRadius: 20,
  background: 'rgba(20, 15, 51, 0.88)',
  border: '1px solid rgba(255,255,255,0.1)',
  boxShadow: '0 16px 40px rgba(0,0,0,0.45)',
  backdropFilter: 'blur(6px)',
  color: vars.color.text,
});
export const title = style({ margin: '0 0 4px', fontSize: 24, textAlign: 'center' });
export const subtitle = style({ margin: '0 0 20px', fontSize: 14, textAlign: 'center', color: vars.color.textMuted });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const formError = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: 10,
  fontSize: 14,
  background: 'rgba(226,59,59,0.15)',
  border: '1px solid rgba(226,59,59,0.5)',
  color: '#ffb4b4',
});
export const footer = style({ marginTop: 18, textAlign: 'center', fontSize: 14, color: vars.color.textMuted });
// The link after a question ("Chưa có tài khoản? Đăng ký ngay"): 44 px tall for a thumb, as tall as
// the line around it draws it (the negative margins give the extra height back to the layout).
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  margin: '-12px 0 -12px 4px',
  padding: '0 4px',
  verticalAlign: 'middle',
  color: vars.color.gold,
  fontWeight: 700,
  textDecoration: 'none',
});
// A link a thumb must hit on a phone: 44 px tall, as the platforms' guidelines ask.
export const touchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: '0 8px',
  color: vars.color.gold,
  fontWeight: 700,
  fontSize: 14,
  textDecoration: 'none',
});
export const forgotRow = style({ display: 'flex', justifyContent: 'flex-end', margin: '-8px 0 -4px' });
