import { style } from '@vanilla-extract/css';
import { PHONE_MEDIA, vars } from '@app/shared/theme';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.gold}`,
  background: vars.color.goldSoft,
  // On a phone the button goes under the sentence instead of squeezing it.
  '@media': { [PHONE_MEDIA]: { flexWrap: 'wrap' } },
});

// The payout: the QR beside its fields; on a phone, above them.
export const payout = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  '@media': { [PHONE_MEDIA]: { flexDirection: 'column' } },
});
// A QR reads only dark on light: white behind it whatever the theme.
export const payoutQr = style({ background: '#fff', borderRadius: vars.radius.md, padding: vars.space.xs, flexShrink: 0 });
