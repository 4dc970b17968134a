import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const page = style({ padding: '16px 16px 24px', display: 'flex', flexDirection: 'column', gap: 16, color: vars.color.text });
export const heading = style({ margin: 0, fontSize: 20 });
export const card = style({
  padding: 16,
  borderRadius: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const cardTitle = style({ margin: '0 0 12px', fontSize: 16 });
export const rows = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '10px 16px', fontSize: 14 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, textAlign: 'right', fontWeight: 600, wordBreak: 'break-all' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const links = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 10 });
export const muted = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const linkButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: '14px 8px',
  borderRadius: 12,
  background: vars.color.goldSoft,
  border: '1px solid rgba(245,197,66,0.4)',
  color: vars.color.gold,
  fontWeight: 700,
  textDecoration: 'none',
});
export const faq = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: '12px 0',
  selectors: { '&:first-of-type': { borderTop: 'none' } },
});
// A whole row a thumb can hit (44 px), not just the line of text.
export const question = style({
  cursor: 'pointer',
  fontWeight: 600,
  listStyle: 'revert',
  minHeight: 44,
  display: 'list-item',
  paddingBlock: 11,
  lineHeight: 1.4,
});
export const answer = style({ margin: '8px 0 0', fontSize: 14, lineHeight: 1.55, color: vars.color.textMuted });
export const formError = style({ margin: 0, fontSize: 14, color: '#ffb4b4' });
// A whole-width link to another screen, as tall as a card row (the account tab's 'Lịch sử cược').
export const rowLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minHeight: 44,
  padding: '12px 16px',
  borderRadius: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
});
export const rowLinkHint = style({ fontSize: 13, fontWeight: 400, color: vars.color.textMuted });
