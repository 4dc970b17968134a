// Tiny class joiner: components compose vanilla-extract classes with caller classes, and a dependency
// for this one line is not worth it.
//
// Variant maps are read as `s.size?.[size]` throughout the kit: the workspace jest preset maps every
// `./x.css` import to identity-obj-proxy, whose namespace import is an empty object, and an unguarded
// lookup would crash every test (ours or a consumer's) that renders a component.
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
