import { useId, type CSSProperties, type HTMLAttributes } from 'react';
import { cx } from './cx';
import * as s from './app-background.css';

export interface AppBackgroundProps extends HTMLAttributes<HTMLDivElement> {
  /** The floating dice; switch off on busy screens. */
  dice?: boolean;
}

const DICE: Array<{ top: string; left: string; size: number; rot: number; delay: string; pips: number[][] }> = [
  {
    top: '9%',
    left: '78%',
    size: 54,
    rot: 18,
    delay: '0s',
    pips: [
      [8, 8],
      [16, 16],
    ],
  },
  {
    top: '46%',
    left: '-4%',
    size: 72,
    rot: -14,
    delay: '-3s',
    pips: [
      [8, 8],
      [12, 12],
      [16, 16],
    ],
  },
  {
    top: '80%',
    left: '70%',
    size: 60,
    rot: 28,
    delay: '-6s',
    pips: [
      [8, 8],
      [16, 8],
      [8, 16],
      [16, 16],
    ],
  },
];

// Decorative backdrop of the auth layout: gradient, two soft glows, a faint pip pattern and a few
// drifting dice. Pure CSS/inline SVG, so nothing is downloaded and it scales with the phone frame.
export function AppBackground({ dice = true, className, children, ...rest }: AppBackgroundProps) {
  const patternId = `bg-pips-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div className={cx(s.root, className)} {...rest}>
      <div className={s.decor} aria-hidden="true" data-testid="app-background-decor">
        <div className={s.glowTop} />
        <div className={s.glowBottom} />
        <svg className={s.pattern}>
          <defs>
            <pattern id={patternId} width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(20)">
              <circle cx="9" cy="9" r="1.6" fill="currentColor" />
              <circle cx="27" cy="27" r="1.6" fill="currentColor" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill={`url(#${patternId})`} />
        </svg>
        {dice &&
          DICE.map((d, i) => (
            <svg
              key={i}
              className={s.die}
              viewBox="0 0 24 24"
              width={d.size}
              height={d.size}
              style={{ top: d.top, left: d.left, animationDelay: d.delay, '--rot': `${d.rot}deg` } as CSSProperties}
            >
              <rect x="2" y="2" width="20" height="20" rx="5" fill="none" stroke="currentColor" strokeWidth="1.4" />
              {d.pips.map(([cx_, cy], j) => (
                <circle key={j} cx={cx_} cy={cy} r="1.7" fill="currentColor" />
              ))}
            </svg>
          ))}
      </div>
      <div className={s.content}>{children}</div>
    </div>
  );
}
