import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const note = style({ margin: 0, fontSize: 14, lineHeight: 1.5, color: vars.color.textMuted });
