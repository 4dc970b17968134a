// Shared singletons: one React, one router, one valtio store and one @app/shared in the page,
// whichever app loads first. A trailing slash shares every subpath. react-toastify and
// socket.io-client are used only inside @app/shared (notify/, realtime/), so its being one copy
// makes them one copy; they are not shared by name, which lets the host fetch them as chunks of its
// own when first needed instead of carrying them in its entry file (eager shared modules are).
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'valtio', 'valtio/', '@app/shared', '@app/shared/'];

// The host provides them eagerly: they are in its entry file, so the shell starts after one
// download instead of an entry followed by a wave of a dozen small chunks (each a round trip on a
// phone network, and more than a browser opens connections for over HTTP/1.1). The remotes take
// them from the host and never download their own copies.
// All but `@app/shared/signed-in`, what only a signed-in player's screens use: the host provides it
// as a chunk of its own, loaded with the signed-in layout, so that a page before sign-in (the login
// form) does not carry it. The host's code reaches it from lazily loaded modules only. Only the host
// provides it (the remotes have no copy to offer): with a copy of its own, a remote whose screen
// loaded before the host's signed-in layout ran that copy, whose contracts' superstruct classes
// were not the form kit's (a field's rule then failed as "not a function").
const LAZY_SINGLETONS = ['@app/shared/signed-in'];

module.exports = { SINGLETONS, LAZY_SINGLETONS };
