import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// Over the round header, inside the table's padding.
export const warning = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  right: vars.space.md,
  zIndex: 3,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '8px 8px 8px 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.gold}`,
  // The gold tint over an opaque ground: the header under it must not show through the text.
  background: `linear-gradient(${vars.color.goldSoft}, ${vars.color.goldSoft}), ${vars.color.surface}`,
  boxShadow: '0 8px 22px rgba(0, 0, 0, 0.55)',
});

export const text = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  color: vars.color.gold,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const dismiss = style({
  flexShrink: 0,
  minHeight: 44,
  minWidth: 44,
  padding: '0 12px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.gold}`,
  background: 'transparent',
  color: vars.color.gold,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
