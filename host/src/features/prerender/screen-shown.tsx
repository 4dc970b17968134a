import { useEffect, useLayoutEffect } from 'react';
import { settleTakeOver, takeOver } from './take-over';

/**
 * Rendered beside a screen, after it, once it is drawn: the app replaces the prerendered screen in
 * the same task as the commit that drew it (a layout effect), so that nothing ever sees both
 * screens' fields at once; what the form must hear (focus, blur, a held submit) waits for the
 * screen's own effects, which run before this one's.
 */
export function ScreenShown() {
  useLayoutEffect(takeOver, []);
  useEffect(settleTakeOver, []);
  return null;
}
