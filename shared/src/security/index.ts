export { expectSecurityChange } from './expected-changes';
export { onSecurityNotice, watchSecurityNotices } from './security-notices';
