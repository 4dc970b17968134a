import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const page = style({
  padding: '16px 16px 24px',
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  color: vars.color.text,
  minWidth: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: '20px 16px',
  borderRadius: 16,
  background: vars.color.surfaceSunken,
  border: '1px solid rgba(255,255,255,0.1)',
  minWidth: 0,
});
export const heading = style({ margin: 0, fontSize: 20 });
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
export const sent = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, lineHeight: vars.lineHeight.normal });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const error = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: 10,
  fontSize: vars.fontSize.sm,
  background: 'rgba(226,59,59,0.15)',
  border: '1px solid rgba(226,59,59,0.5)',
  color: '#ffb4b4',
  overflowWrap: 'anywhere',
});
export const success = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: 10,
  fontSize: vars.fontSize.sm,
  background: vars.color.greenSoft,
  border: `1px solid ${vars.color.green}`,
  color: vars.color.text,
});
// A link a thumb must hit on a phone: 44 px tall.
export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.gold,
  textDecoration: 'none',
});
export const primaryLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  borderRadius: 12,
  background: vars.color.gold,
  color: '#1a1446',
  fontWeight: 700,
  textDecoration: 'none',
});
