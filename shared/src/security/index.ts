export { expectSecurityChange } from './expected-changes';
export { onSecurityNotice, watchSecurityNotices, SECURITY_NOTICE_TITLE } from './security-notices';
