import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const failed = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
