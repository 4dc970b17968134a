import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const page = style({ padding: '16px 16px 24px', display: 'flex', flexDirection: 'column', gap: 12, color: vars.color.text });
export const heading = style({ margin: 0, fontSize: 24 });
export const rules = style({ margin: 0, fontSize: 14, lineHeight: 1.5, color: vars.color.textMuted });
export const back = style({ color: vars.color.gold, fontWeight: 700, textDecoration: 'none' });
