import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// The bell takes the header's icon-button look (its className); this only anchors the badge.
export const bell = style({ position: 'relative' });
export const badge = style({
  position: 'absolute',
  top: -6,
  right: -6,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: 10,
  background: vars.color.red,
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const markAll = style({ alignSelf: 'flex-end', minHeight: 44 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const item = style({
  display: 'grid',
  width: '100%',
  minHeight: 44,
  textAlign: 'left',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  gridTemplateColumns: '10px minmax(0, 1fr)',
  gap: 10,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const itemUnread = style([item, { background: vars.color.surface, borderColor: 'rgba(245,197,66,0.45)' }]);
const dotBase = { width: 10, height: 10, borderRadius: 5, marginTop: 5 } as const;
export const dot = styleVariants({
  success: { ...dotBase, background: vars.color.green },
  error: { ...dotBase, background: '#ff8a8a' },
  info: { ...dotBase, background: vars.color.blue },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const title = style({ fontSize: 14, fontWeight: 700, overflowWrap: 'anywhere' });
export const unreadTag = style({ color: vars.color.gold, fontWeight: 600 });
export const message = style({ fontSize: 13, lineHeight: 1.45, color: vars.color.text, overflowWrap: 'anywhere' });
export const time = style({ fontSize: 12, color: vars.color.textMuted });
export const more = style({ minHeight: 44 });
export const loading = style({ margin: 0, padding: '24px 0', textAlign: 'center', color: vars.color.textMuted, fontSize: 14 });
