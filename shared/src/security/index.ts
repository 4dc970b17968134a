export { expectSecurityChange } from './expected-changes';
export { onSecurityNotice, watchSecurityNotices } from './security-notices';
export { confirmSecondPassword, SecondPasswordSetupForm, type SecondPasswordSetupFormProps } from './second-password-setup-form';
