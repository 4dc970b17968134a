import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../router';

/**
 * A remote's screens drawn at build time (shared/build/webpack-prerender.cjs), by the name the remote
 * exposes each under: the markup the server puts in the page before the app arrives. Only for the
 * Node build that draws them: the browser never loads react-dom/server.
 */
export async function renderScreens(screens: Record<string, ComponentType>): Promise<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(screens).map(([name, Screen]) => [
      name,
      renderToString(
        <MemoryRouter>
          <Screen />
        </MemoryRouter>,
      ),
    ]),
  );
}
