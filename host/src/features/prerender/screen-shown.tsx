import { useEffect, useLayoutEffect } from 'react';
import { whenScreenReady } from '@app/shared';
import { settleTakeOver, takeOver } from './take-over';

/**
 * Rendered beside a screen, after it, once it is drawn: the app replaces the prerendered screen in
 * the same task as the commit that drew it (a layout effect), so that nothing ever sees both
 * screens' fields at once; what the form must hear (focus, blur, a held submit) waits for the
 * screen's own effects, which run before this one's. A screen still loading its data holds the
 * take-over (useHoldTakeOver): it then happens in the commit that drew the data.
 */
export function ScreenShown() {
  useLayoutEffect(
    () =>
      whenScreenReady((late) => {
        takeOver();
        // Past this commit's effects: the form's fields are registered by now, or will be next task.
        if (late) window.setTimeout(settleTakeOver, 0);
      }),
    [],
  );
  useEffect(settleTakeOver, []);
  return null;
}
