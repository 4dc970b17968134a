// The workspace jest preset maps every `./x.css` import (our `.css.ts` style modules included) to
// identity-obj-proxy. Its namespace import comes out empty, so variant maps like `s.size.sm` are
// undefined and a test cannot see which variant a component chose.
//
// This stand-in answers any path with a readable class name: `s.size.sm` is "size-sm" for the
// component and for the test alike. Tests compare against `String(s.size.sm)` read from the same
// module, so they keep working unchanged once the preset resolves `.css.ts` files for real.
//
// Use: jest.mock('identity-obj-proxy', () => require('./support/style-proxy').createStyleProxy());
export function createStyleProxy(): unknown {
  const node = (path: string): unknown =>
    new Proxy(Object.create(null), {
      get(_target, key) {
        if (key === '__esModule') return true;
        if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => path;
        // Not a promise, not iterable, nothing for React or jest to introspect.
        if (typeof key === 'symbol' || key === 'then' || key === '$$typeof' || key === 'asymmetricMatch') return undefined;
        return node(path ? `${path}-${key}` : key);
      },
    });
  return node('');
}
