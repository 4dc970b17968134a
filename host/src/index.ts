// The shared libraries are eager in the host (they are in this file), so the app starts at once,
// without the asynchronous boundary a federated entry otherwise needs.
import './bootstrap';
