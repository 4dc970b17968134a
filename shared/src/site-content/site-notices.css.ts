import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });
const REDUCED = '(prefers-reduced-motion: reduce)';

export const marquee = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingLeft: vars.space.md,
  background: vars.color.goldSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const marqueeIcon = style({ flexShrink: 0, color: vars.color.gold, display: 'inline-flex' });

export const viewport = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  // The text fades in and out at the edges rather than being cut.
  maskImage: 'linear-gradient(90deg, transparent, #000 12px, #000 calc(100% - 12px), transparent)',
  '@media': { [REDUCED]: { maskImage: 'none' } },
});

// Two copies side by side, moved by half their width: the second takes the first's place without a jump.
export const track = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${marquee}:hover &, ${marquee}[data-paused="true"] &`]: { animationPlayState: 'paused' },
  },
  '@media': { [REDUCED]: { animationName: 'none', display: 'block', whiteSpace: 'normal', padding: `${vars.space.xs} 0` } },
});

export const copy = style({ paddingRight: vars.space.xxxl, '@media': { [REDUCED]: { paddingRight: 0 } } });

// The copy that only makes the loop seamless: not drawn when nothing moves.
export const second = style({ '@media': { [REDUCED]: { display: 'none' } } });

export const pause = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  // Nothing moves: nothing to stop.
  '@media': { [REDUCED]: { display: 'none' } },
});

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.redSoft,
  borderBottom: `1px solid rgba(226, 59, 59, 0.35)`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const bannerIcon = style({ flexShrink: 0, color: '#ff7a7a', display: 'inline-flex', paddingTop: 2 });

export const bannerText = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const bannerWhen = style({ display: 'block', fontWeight: vars.fontWeight.bold });
