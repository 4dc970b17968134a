import { style } from '@vanilla-extract/css';
import { vars } from '@app/shared/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: vars.font.numeric,
});
// 64 hex characters have no break points; let them wrap anywhere rather than widen the dialog.
export const factMono = style({
  margin: 0,
  padding: '6px 8px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  lineHeight: 1.45,
  wordBreak: 'break-all',
  userSelect: 'all',
});

export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const line = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5 });
export const good = style({ color: vars.color.green });
export const bad = style({ color: '#ff8a8a' });
export const recomputed = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, verticalAlign: 'middle' });

const verdict = style({
  margin: '4px 0 0',
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.black,
  textAlign: 'center',
});
export const verdictOk = style([verdict, { background: vars.color.greenSoft, color: vars.color.green }]);
export const verdictBad = style([verdict, { background: vars.color.redSoft, color: '#ff8a8a' }]);

export const failed = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: 10,
  fontSize: vars.fontSize.sm,
  background: vars.color.redSoft,
  border: '1px solid rgba(226,59,59,0.5)',
  color: '#ffb4b4',
});

export const recipe = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const recipeSummary = style({
  minHeight: 32,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.gold,
});
export const recipeText = style({ margin: '4px 0 0', lineHeight: 1.5, overflowWrap: 'anywhere' });
