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
export const heading = style({ margin: 0, fontSize: 20 });
export const balanceCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 20,
  borderRadius: 16,
  background: 'linear-gradient(135deg, #2b1f6b 0%, #1a1446 100%)',
  border: '1px solid rgba(245,197,66,0.25)',
});
export const label = style({ fontSize: 12, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: 0.6 });
export const balance = style({ fontSize: 28, color: vars.color.gold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const unit = style({ fontSize: 16, textDecoration: 'underline' });
export const held = style({ margin: 0, fontSize: 13, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 6,
  padding: 4,
  borderRadius: 12,
  background: vars.color.surfaceSunken,
});
export const tab = style({
  padding: '10px 0',
  textAlign: 'center',
  borderRadius: 10,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 600,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
});
export const tabActive = style([tab, { background: vars.color.gold, color: '#1a1446' }]);
export const section = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: 16, fontWeight: 700 });
export const formCard = style({ minWidth: 0 });
