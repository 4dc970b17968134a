import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

const pickerBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  font: 'inherit',
} as const;

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: '#ffb4b4', overflowWrap: 'anywhere' });
export const pickerButton = style({ ...pickerBase, border: `1px solid ${vars.color.borderStrong}` });
export const pickerButtonInvalid = style({ ...pickerBase, border: `1px solid ${vars.color.red}` });
export const pickerText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
  lineHeight: vars.lineHeight.tight,
  gap: 2,
});
export const pickerPlaceholder = style({ flex: 1, color: vars.color.textDim });
export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
// A paragraph that must be read whole (the owner name becoming permanent): wraps, never cut.
export const confirmNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
export const chevron = style({ flexShrink: 0, transform: 'rotate(90deg)', color: vars.color.textMuted });
export const chevronOpen = style({ flexShrink: 0, transform: 'rotate(-90deg)', color: vars.color.textMuted });
export const pickerPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const search = style({
  width: '100%',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const options = style({ listStyle: 'none', margin: 0, padding: 0, maxHeight: 240, overflowY: 'auto' });
const optionBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  font: 'inherit',
} as const;
export const option = style({
  ...optionBase,
  background: 'transparent',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
export const optionSelected = style({ ...optionBase, background: vars.color.goldSoft });
export const emptyOption = style({ padding: vars.space.md, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const center = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, padding: vars.space.md });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const dialogActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, marginTop: vars.space.xs });
export const confirmBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const confirmName = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.goldSoft,
  color: vars.color.gold,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

// The section on /ngan-hang.
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const itemInactive = style([item, { opacity: 0.7 }]);
export const itemMain = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 });
export const itemName = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const itemNumber = style({ fontVariantNumeric: vars.font.numeric, fontSize: vars.fontSize.sm });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
const tagBase = {
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
} as const;
export const tagDefault = style({ ...tagBase, background: vars.color.goldSoft, color: vars.color.gold });
export const tagActive = style({ ...tagBase, background: vars.color.greenSoft, color: vars.color.green });
export const tagInactive = style({ ...tagBase, background: vars.color.redSoft, color: '#ffb4b4' });
export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

// The withdrawal cool-down of a new or changed account: a note, not an error.
export const cooldown = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.gold, overflowWrap: 'anywhere' });
