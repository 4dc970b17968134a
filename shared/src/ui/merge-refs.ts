import type { Ref, RefCallback } from 'react';

// Components that need the DOM node themselves (caret control, focus) still honour the caller's ref.
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}
