import { useId, type SVGProps } from 'react';

export const PRODUCT_NAME = 'Xúc Xắc Vàng';

export type LogoSize = 'sm' | 'md' | 'lg' | 'xl';
export type LogoLayout = 'horizontal' | 'stacked';

export interface LogoProps extends Omit<SVGProps<SVGSVGElement>, 'width' | 'height'> {
  size?: LogoSize;
  /** horizontal for headers, stacked for the auth screens and the preloader. */
  layout?: LogoLayout;
  /** The dice mark alone (favicons, tight spots). */
  markOnly?: boolean;
  title?: string;
}

const HEIGHTS: Record<LogoLayout | 'mark', Record<LogoSize, number>> = {
  horizontal: { sm: 28, md: 40, lg: 56, xl: 80 },
  stacked: { sm: 80, md: 120, lg: 156, xl: 200 },
  mark: { sm: 28, md: 40, lg: 64, xl: 96 },
};

const BOXES = {
  horizontal: { w: 262, h: 56 },
  stacked: { w: 220, h: 160 },
  mark: { w: 56, h: 56 },
} as const;

// An original wordmark: two tumbling dice (the games) in gold (the "Vàng" of the name).
// All vector and inline, so it is crisp at any scale in the phone frame and costs no request.
export function Logo({ size = 'md', layout = 'horizontal', markOnly = false, title = PRODUCT_NAME, ...rest }: LogoProps) {
  // Gradient ids must be unique per instance (header and preloader can both show a logo); useId's
  // punctuation is not safe inside url(#…), so keep only word characters.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const gold = `logo-gold-${uid}`;
  const text = `logo-text-${uid}`;
  const kind = markOnly ? 'mark' : layout;
  const box = BOXES[kind];
  const height = HEIGHTS[kind][size];
  const width = Math.round((height * box.w) / box.h);
  const mark = kind === 'stacked' ? 'translate(58 0) scale(1.8)' : undefined;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${box.w} ${box.h}`}
      width={width}
      height={height}
      role="img"
      aria-label={title}
      data-layout={kind}
      {...rest}
    >
      <title>{title}</title>
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff0b0" />
          <stop offset="0.45" stopColor="#f5c542" />
          <stop offset="1" stopColor="#c98a0c" />
        </linearGradient>
        <linearGradient id={text} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff6d2" />
          <stop offset="0.55" stopColor="#f5c542" />
          <stop offset="1" stopColor="#d99a10" />
        </linearGradient>
      </defs>
      <g transform={mark}>
        {/* back die, tilted, in the brand indigo with a gold rim */}
        <g transform="rotate(18 34 20)">
          <rect x="19" y="4" width="30" height="30" rx="7" fill="#2d2470" stroke={`url(#${gold})`} strokeWidth="2" />
          <circle cx="27" cy="12" r="2.4" fill="#f5c542" />
          <circle cx="41" cy="26" r="2.4" fill="#f5c542" />
        </g>
        {/* front die showing five */}
        <g transform="rotate(-8 21 33)">
          <rect x="4" y="16" width="34" height="34" rx="8" fill={`url(#${gold})`} stroke="#fff3c4" strokeOpacity="0.7" />
          <circle cx="12.5" cy="24.5" r="3" fill="#1a1446" />
          <circle cx="29.5" cy="24.5" r="3" fill="#1a1446" />
          <circle cx="21" cy="33" r="3" fill="#1a1446" />
          <circle cx="12.5" cy="41.5" r="3" fill="#1a1446" />
          <circle cx="29.5" cy="41.5" r="3" fill="#1a1446" />
        </g>
        {/* glint */}
        <path d="M7 3.5 8.1 6.9 11.5 8 8.1 9.1 7 12.5 5.9 9.1 2.5 8 5.9 6.9z" fill="#fff6d2" />
      </g>
      {kind !== 'mark' && (
        <text
          x={kind === 'stacked' ? 110 : 66}
          y={kind === 'stacked' ? 146 : 38}
          textAnchor={kind === 'stacked' ? 'middle' : 'start'}
          // Fixed length: the system font differs per device, the logo's proportions must not.
          textLength={kind === 'stacked' ? 200 : 190}
          lengthAdjust="spacingAndGlyphs"
          fill={`url(#${text})`}
          fontFamily='system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif'
          fontWeight={800}
          fontSize={kind === 'stacked' ? 30 : 27}
          letterSpacing="0.5"
        >
          {PRODUCT_NAME}
        </text>
      )}
    </svg>
  );
}
