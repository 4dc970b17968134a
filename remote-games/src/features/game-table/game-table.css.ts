import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  width: '100%',
  maxWidth: vars.size.frameWidth,
  minWidth: 0,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  color: vars.color.text,
  // clip, not hidden: hidden would make this box a scroll container and the bet bar could not stick.
  overflowX: 'clip',
});

// Sticky in every phase: a bar that left the bottom of the screen as betting closed and came back
// as it opened moved everything under it at the moment the player taps.
export const betBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  backdropFilter: 'blur(8px)',
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 -6px 18px rgba(0, 0, 0, 0.45)',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  backgroundImage: vars.gradient.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

// As high as the reveal and no higher, in every phase: what comes and goes with the phase ('Đang
// lắc...', the result banner) is laid over it, so the sides, chips and bet bar under it never move.
export const stage = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'stretch',
  // Room for the result banner's four lines over the dice tray, the lower of the two reveals.
  minHeight: 142,
  gap: vars.space.sm,
  minWidth: 0,
  padding: 10,
  borderRadius: vars.radius.xl,
  background: `radial-gradient(ellipse at 50% 0%, rgba(245, 197, 66, 0.16) 0%, rgba(245, 197, 66, 0) 60%), ${vars.color.bgDeep}`,
  border: `1px solid rgba(245, 197, 66, 0.25)`,
});

export const hint = style({
  position: 'absolute',
  left: '50%',
  bottom: 8,
  transform: 'translateX(-50%)',
  margin: 0,
  padding: '2px 12px',
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.55)',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

// Under 'Cược của bạn': the player's earlier rounds, both games (/lich-su-cuoc).
export const historyLink = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 4px',
  color: vars.color.gold,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
});
