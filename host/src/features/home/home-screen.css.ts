import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const page = style({ padding: '16px 16px 24px', display: 'flex', flexDirection: 'column', gap: 20 });

export const hero = style({
  padding: 20,
  borderRadius: 16,
  background: 'linear-gradient(135deg, #2b1f6b 0%, #1a1446 60%, #120e33 100%)',
  border: '1px solid rgba(245,197,66,0.25)',
  boxShadow: '0 8px 24px rgba(0,0,0,0.35)',
});
export const hello = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
export const name = style({ margin: '2px 0 16px', fontSize: 22 });
export const heroActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 });

export const sectionTitle = style({ margin: '0 0 10px', fontSize: 16, fontWeight: 700 });

export const games = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 16,
  minHeight: 150,
  borderRadius: 16,
  textDecoration: 'none',
  color: vars.color.text,
  background: 'linear-gradient(160deg, #3a1f5c 0%, #1e1650 100%)',
  border: '1px solid rgba(255,255,255,0.1)',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.gold } },
});
export const tileIcon = style({
  width: 44,
  height: 44,
  borderRadius: 12,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(245,197,66,0.15)',
  color: vars.color.gold,
});
export const tileName = style({ fontSize: 18 });
export const tileBlurb = style({ fontSize: 12, lineHeight: 1.4, color: vars.color.textMuted });
// A game paused for maintenance: said on its tile, which still opens the table (its notice says more).
export const tilePaused = style({
  alignSelf: 'flex-start',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 700,
  color: vars.color.gold,
  border: `1px solid ${vars.color.gold}`,
});
