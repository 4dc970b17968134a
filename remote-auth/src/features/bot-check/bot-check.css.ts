import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const box = style({ display: 'flex', flexDirection: 'column', gap: 6 });
export const title = style({ fontSize: 14, fontWeight: 600, color: vars.color.text });
// Room for the widget before its chunk arrives, so the button below does not jump; the widget's own
// colours follow the dark card (its stylesheet reads these custom properties).
export const widget = style({
  minHeight: 70,
  vars: {
    '--altcha-color-base': vars.color.surfaceSunken,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-neutral': vars.color.borderStrong,
    '--altcha-color-neutral-content': vars.color.textMuted,
    '--altcha-color-primary': vars.color.gold,
    '--altcha-color-primary-content': vars.color.onGold,
    '--altcha-border-radius': '10px',
    '--altcha-max-width': '100%',
    // Every control of the app is at least 44 px each way, a thumb's width; the checkbox too.
    '--altcha-checkbox-size': '44px',
    '--altcha-checkbox-border-radius': '10px',
  },
});
export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: 13, color: '#ffb4b4' });
