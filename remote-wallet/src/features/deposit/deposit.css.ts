import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: 8, fontSize: 14, fontWeight: 600, color: vars.color.text });
export const vendors = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8 });
export const vendor = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minWidth: 0,
  minHeight: 52,
  padding: '8px 10px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});
export const vendorSelected = style([
  vendor,
  { borderColor: vars.color.gold, background: vars.color.goldSoft, boxShadow: `0 0 0 1px ${vars.color.gold}` },
]);
export const vendorName = style({
  fontSize: 13,
  fontWeight: 600,
  lineHeight: 1.25,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'break-word',
});
export const fieldError = style({ margin: '6px 0 0', fontSize: 13, color: '#ff8a8a' });
export const chips = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 6 });
export const chip = style({
  minHeight: 44,
  padding: '6px 0',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: 13,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.gold },
    '&[aria-pressed="true"]': { borderColor: vars.color.gold, color: vars.color.gold },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
export const limits = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const formError = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: 10,
  fontSize: 14,
  background: vars.color.redSoft,
  border: '1px solid rgba(226,59,59,0.5)',
  color: '#ffb4b4',
});

// QR dialog: fits a 430×932 phone; the modal body scrolls when it must.
export const qrBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 12, minWidth: 0 });
export const qrFrame = style({
  alignSelf: 'center',
  width: 'min(220px, 60vw)',
  aspectRatio: '1 / 1',
  padding: 8,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  display: 'grid',
  placeItems: 'center',
});
export const qrImage = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });
export const qrPlaceholder = style({ color: '#444', fontSize: 13, textAlign: 'center', padding: 12 });
export const countdown = style({
  alignSelf: 'center',
  fontSize: 15,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.gold,
});
export const countdownExpired = style([countdown, { color: vars.color.red }]);
export const instruction = style({ margin: 0, fontSize: 13, lineHeight: 1.45, color: vars.color.textMuted, textAlign: 'center' });
export const contentLabel = style({ margin: '0 0 -4px', fontSize: 13, fontWeight: 600, color: vars.color.textMuted });
export const contentBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.gold}`,
  background: vars.color.goldSoft,
  minWidth: 0,
});
export const contentText = style({
  fontSize: 22,
  fontWeight: 800,
  letterSpacing: 1,
  color: vars.color.gold,
  wordBreak: 'break-all',
  fontVariantNumeric: 'tabular-nums',
});
export const rows = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: 6 });
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minWidth: 0, fontSize: 14 });
export const rowLabel = style({ color: vars.color.textMuted, flexShrink: 0 });
export const rowValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  fontWeight: 600,
  textAlign: 'right',
  minWidth: 0,
  wordBreak: 'break-word',
});
export const copyButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  flexShrink: 0,
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.gold,
  cursor: 'pointer',
});
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  textAlign: 'center',
  padding: '8px 0',
});
export const resultIcon = styleVariants({
  confirmed: {
    display: 'grid',
    placeItems: 'center',
    width: 56,
    height: 56,
    borderRadius: '50%',
    background: vars.color.greenSoft,
    color: vars.color.green,
  },
  rejected: {
    display: 'grid',
    placeItems: 'center',
    width: 56,
    height: 56,
    borderRadius: '50%',
    background: vars.color.redSoft,
    color: vars.color.red,
  },
});
export const resultTitle = style({ margin: 0, fontSize: 20, fontWeight: 800 });
export const resultAmount = style({ margin: 0, fontSize: 24, fontWeight: 800, color: vars.color.gold, fontVariantNumeric: 'tabular-nums' });
export const resultText = style({ margin: 0, fontSize: 14, color: vars.color.textMuted, lineHeight: 1.45 });
export const pendingCard = style({ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 });
export const pendingText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const pendingTitle = style({ margin: 0, fontSize: 15, fontWeight: 700 });
export const pendingMeta = style({
  margin: 0,
  fontSize: 13,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
