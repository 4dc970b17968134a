import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

// The console scrolls within its own panes; the window itself never does.
export const window = style({
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  background: vars.color.bg,
  transform: 'translateZ(0)',
});
