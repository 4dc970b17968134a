import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@app/shared/router';
import LoginScreen from './features/login/login-screen';
import RegisterScreen from './features/register/register-screen';

// The screens drawn at build time (shared/build/webpack-prerender.cjs), by the name this remote
// exposes them under: the sign-in forms, which need no data. The server puts them in the page; the
// app then takes over, keeping what the player typed.
const SCREENS: Record<string, ComponentType> = { LoginScreen, RegisterScreen };

export async function prerender(): Promise<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(SCREENS).map(([name, Screen]) => [
      name,
      renderToString(
        <MemoryRouter>
          <Screen />
        </MemoryRouter>,
      ),
    ]),
  );
}
