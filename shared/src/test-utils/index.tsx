import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { toastContainerProps } from '../ui/toast-config';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the MemoryRouter starts at (default '/'). */
  route?: string;
  /** With jest fake timers: lets user-event advance them. */
  fakeTimers?: boolean;
}

export type RenderWithProvidersResult = RenderResult & { user: UserEvent };

/** Renders a screen as the shell would: inside a router, with the app's toast area. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { route = '/', fakeTimers = false, ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      {children}
      <ToastContainer {...toastContainerProps} autoClose={false} />
    </MemoryRouter>
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { user, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

export * from '@testing-library/react';

// The helpers every package's tests share, under this one name: a scripted server, signed-in
// players, and what a logout on another device leaves behind for the login form.
export { fakeServer, gate, json, type Seen } from './fake-server';
export { depositLimits, makeToken, makeUser } from './session-fixtures';
export { keepSignInNotice } from '../session/sign-in-notice';

export { testHostContract, type HostScreensOf } from './host-contract';
