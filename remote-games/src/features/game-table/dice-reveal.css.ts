import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// Kept under the table's reveal time so each die has landed before the sum is read out.
const ROLL_MS = 900;

const tumble = keyframes({
  '0%': { transform: 'translate(0, 0) rotate(0deg)' },
  '15%': { transform: 'translate(-6px, -18px) rotate(-110deg)' },
  '30%': { transform: 'translate(5px, 2px) rotate(-200deg)' },
  '45%': { transform: 'translate(-4px, -12px) rotate(-280deg)' },
  '60%': { transform: 'translate(3px, 0) rotate(-330deg)' },
  '78%': { transform: 'translate(-1px, -4px) rotate(-352deg)' },
  '100%': { transform: 'translate(0, 0) rotate(-360deg)' },
});

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });

export const tray = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: '16px 18px',
  borderRadius: vars.radius.xl,
  background: 'radial-gradient(ellipse at 50% 40%, #1f6b45 0%, #0f3d27 80%)',
  boxShadow: 'inset 0 4px 16px rgba(0, 0, 0, 0.55), 0 0 0 3px rgba(245, 197, 66, 0.35)',
});

const roll = (delayMs: number) => style({ animation: `${tumble} ${ROLL_MS - delayMs}ms cubic-bezier(0.3, 0.7, 0.4, 1) ${delayMs}ms both` });
// Small offsets so the three dice do not move as one block.
export const rolling = [roll(0), roll(60), roll(120)] as const;

export const caption = style({
  margin: 0,
  minHeight: 24,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
});
export const sum = style({ fontSize: vars.fontSize.lg, color: vars.color.text });
export const tai = style({ fontSize: vars.fontSize.lg, color: vars.color.tai });
export const xiu = style({ fontSize: vars.fontSize.lg, color: vars.color.xiu });
