// `@app/shared/signed-in`: what only a signed-in player's screens use (the wallet's and the tables'
// state, the inbox, their endpoints), a module-federation singleton of its own, so that a page
// before sign-in (the login form) does not load it. Its files reach the kit's stateful parts (the
// session, the HTTP client, the socket, the stores) through `@app/shared`, never by a relative
// path, so that every app runs the page's one of each; contracts and pure helpers by path.
export * from './contracts/signed-in';
export * from './api/signed-in';
export * from './games';
export * from './payments';
export * from './inbox';
export { confirmSecondPassword, SecondPasswordSetupForm, type SecondPasswordSetupFormProps } from './security/second-password-setup-form';
