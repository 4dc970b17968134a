import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const shell = style({
  height: '100%',
  display: 'grid',
  // The header, the operators' notices (an empty row without any), the screen, the navigation.
  gridTemplateRows: 'auto auto 1fr auto',
  background: 'linear-gradient(180deg, #141036 0%, #0f0c29 100%)',
  color: vars.color.text,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"who balance" "actions actions"',
  alignItems: 'center',
  gap: '8px 12px',
  padding: '12px 16px 10px',
  background: 'rgba(10, 8, 30, 0.92)',
  borderBottom: '1px solid rgba(255,255,255,0.08)',
  boxShadow: '0 2px 12px rgba(0,0,0,0.35)',
  zIndex: 5,
});

export const identity = style({ gridArea: 'who', display: 'flex', flexDirection: 'column', minWidth: 0 });
export const greeting = style({ fontSize: 12, color: vars.color.textMuted });
export const username = style({ fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const balance = style({
  gridArea: 'balance',
  display: 'flex',
  alignItems: 'baseline',
  gap: 4,
  // 8 px above and below the figures: 44 px high, a thumb's target.
  padding: '8px 12px',
  borderRadius: 999,
  background: 'rgba(245,197,66,0.12)',
  border: `1px solid rgba(245,197,66,0.4)`,
  color: vars.color.gold,
  textDecoration: 'none',
  fontWeight: 700,
});
export const balanceValue = style({ fontSize: 17, fontVariantNumeric: 'tabular-nums' });
export const currency = style({ fontSize: 13, textDecoration: 'underline' });

export const actions = style({ gridArea: 'actions', display: 'flex', gap: 8 });
// 44 px: the smallest target a thumb hits reliably.
const pill = style({
  flex: 1,
  height: 44,
  borderRadius: 10,
  border: 'none',
  fontWeight: 700,
  fontSize: 14,
  cursor: 'pointer',
});
export const deposit = style([pill, { background: vars.color.gold, color: '#1a1446' }]);
export const withdraw = style([
  pill,
  { background: 'rgba(255,255,255,0.1)', color: vars.color.text, border: '1px solid rgba(255,255,255,0.18)' },
]);
export const iconButton = style({
  width: 44,
  height: 44,
  borderRadius: 10,
  border: '1px solid rgba(255,255,255,0.18)',
  background: 'transparent',
  color: vars.color.text,
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
});

export const notices = style({ minWidth: 0 });

export const main = style({ overflowY: 'auto', minHeight: 0, WebkitOverflowScrolling: 'touch' });

export const nav = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  background: 'rgba(10, 8, 30, 0.96)',
  borderTop: '1px solid rgba(255,255,255,0.08)',
  paddingBottom: 'env(safe-area-inset-bottom)',
});
// While the navigation is on screen, toasts (bottom of the phone: shared/src/theme) stand above
// it rather than over it: its height, 60 px, less the safe area the toast adds itself.
globalStyle(`:root:has(${nav})`, { vars: { '--app-toast-bottom': '60px' } });

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: '8px 0 10px',
  fontSize: 11,
  color: vars.color.textMuted,
  textDecoration: 'none',
});
export const tabActive = style({ color: vars.color.gold });
