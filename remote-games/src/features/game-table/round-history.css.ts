import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export { list, root, row, title } from './list-section.css';

export const empty = style({ padding: `${vars.space.lg} ${vars.space.md}` });
export const info = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.25 });
export const roundNumber = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: vars.font.numeric });
const outcome = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const warm = style([outcome, { color: '#ff6b6b' }]);
export const cool = style([outcome, { color: '#7fb0ff' }]);
export const voided = style([outcome, { color: vars.color.textMuted }]);
export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const draw = style({ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 });
const coin = style({ width: 16, height: 16, borderRadius: '50%', boxShadow: 'inset 0 0 0 2px rgba(0, 0, 0, 0.15)' });
export const coinRed = style([coin, { background: vars.color.red }]);
export const coinWhite = style([coin, { background: '#eeeeee' }]);
export const verify = style({ flexShrink: 0, paddingLeft: vars.space.md, paddingRight: vars.space.md });
