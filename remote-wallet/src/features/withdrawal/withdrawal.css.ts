import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const groupLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
export const accounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
const accountBase = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  minWidth: 0,
} as const;
export const account = style({ ...accountBase, border: `1px solid ${vars.color.border}` });
export const accountSelected = style({ ...accountBase, border: `1px solid ${vars.color.gold}`, background: vars.color.goldSoft });
export const accountDisabled = style({ ...accountBase, border: `1px solid ${vars.color.border}`, opacity: 0.5, cursor: 'not-allowed' });
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, pointerEvents: 'none' });
export const accountText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const bankName = style([ellipsis, { fontWeight: vars.fontWeight.semibold }]);
export const small = style([ellipsis, { fontSize: vars.fontSize.xs, color: vars.color.textMuted }]);
export const number = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: vars.font.numeric });
export const tag = style({
  flexShrink: 0,
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.goldSoft,
  color: vars.color.gold,
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: '#ffb4b4', overflowWrap: 'anywhere' });
export const balanceLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const strong = style({ color: vars.color.gold, fontWeight: vars.fontWeight.bold, fontVariantNumeric: vars.font.numeric });
// What pending withdrawals hold, under the balance it was taken from.
export const heldLine = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'right' });

// History.
export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const historyTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });
export const amount = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: vars.font.numeric });
const statusBase = {
  flexShrink: 0,
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
} as const;
export const statusPending = style({ ...statusBase, background: vars.color.blueSoft, color: vars.color.blue });
export const statusApproved = style({ ...statusBase, background: vars.color.greenSoft, color: vars.color.green });
export const statusRejected = style({ ...statusBase, background: vars.color.redSoft, color: '#ffb4b4' });
export const statusCancelled = style({ ...statusBase, background: vars.color.surfaceRaised, color: vars.color.textMuted });
// A request that went nowhere: its amount is not money out of the wallet.
export const amountReturned = style([amount, { color: vars.color.textMuted }]);
// The line under a request: when the money should arrive, or where it went back to.
export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const returned = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.green });
export const reason = style({ margin: 0, fontSize: vars.fontSize.xs, color: '#ffb4b4', overflowWrap: 'anywhere' });
export const ref = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

// The cool-down notice above the amount: why money waits, and until when.
export const cooldown = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: 12,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.45,
  color: vars.color.gold,
  background: 'rgba(255, 200, 60, 0.08)',
  border: '1px solid rgba(255, 200, 60, 0.35)',
  overflowWrap: 'anywhere',
});
