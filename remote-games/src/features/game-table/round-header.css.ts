import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const info = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

// A quiet pill beside the game's name; the whole 44 px high box is the target.
export const rules = style({
  minHeight: 44,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.gold,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  backgroundImage: vars.gradient.goldText,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

export const statusRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const roundNumber = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
});

const phase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '3px 10px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', background: 'currentColor' },
  },
});
// The phase's colours follow the header's data-round-phase, which the page drawn at build time sets
// too (from the round status it asked for itself) before the app runs.
const inResult = `${root}[data-round-phase="result"] &`;

export const phaseBadge = style([
  phase,
  {
    background: vars.color.greenSoft,
    color: vars.color.green,
    selectors: { [inResult]: { background: vars.color.goldSoft, color: vars.color.gold } },
  },
]);

const pulse = keyframes({
  '0%, 100%': { transform: 'scale(1)', boxShadow: '0 0 0 0 rgba(226, 59, 59, 0.55)' },
  '50%': { transform: 'scale(1.06)', boxShadow: '0 0 0 8px rgba(226, 59, 59, 0)' },
});

export const timer = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: 60,
  height: 60,
  borderRadius: '50%',
  border: `3px solid ${vars.color.green}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  transition: `border-color ${vars.duration.normal} ease, color ${vars.duration.normal} ease`,
  selectors: { [inResult]: { borderColor: vars.color.gold, color: vars.color.gold } },
});
export const timerUrgent = style([timer, { borderColor: vars.color.red, color: '#ff8a8a', animation: `${pulse} 1s ease-in-out infinite` }]);

export const seconds = style({
  fontSize: 24,
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
  fontVariantNumeric: vars.font.numeric,
});
export const unit = style({ fontSize: 11, color: vars.color.textMuted, lineHeight: 1.2 });
