// testTimeout in a project's config is ignored when jest runs several projects, so the server's
// margin is set here: each test file boots an app (PGlite starts in 2 to 3 s, more on a busy machine).
jest.setTimeout(60_000);
