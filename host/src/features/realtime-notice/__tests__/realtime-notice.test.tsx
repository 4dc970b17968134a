import { act, render, screen } from '@testing-library/react';
import { realtimeStore, SOCKET_LIMIT_MESSAGES } from '@app/shared';
import { remoteNotice } from '../../remotes/remote-registry';
import { RealtimeNotice, RELOAD_NEEDED_TEXT } from '../realtime-notice';

afterEach(() => {
  realtimeStore.notice = null;
});

test('says nothing while the live connection is as it should be', () => {
  render(<RealtimeNotice />);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('says why live updates stopped when the server closed the socket on purpose, with a way back', async () => {
  render(<RealtimeNotice />);
  await act(async () => {
    realtimeStore.notice = SOCKET_LIMIT_MESSAGES.TOO_MANY_SOCKETS;
  });
  expect(screen.getByRole('alert')).toHaveTextContent(SOCKET_LIMIT_MESSAGES.TOO_MANY_SOCKETS);
  expect(screen.getByRole('button', { name: 'Tải lại' })).toBeInTheDocument();
});

test('a site updated since the page opened asks for a reload, with the button', async () => {
  render(<RealtimeNotice />);
  await act(async () => {
    remoteNotice.reloadNeeded = true;
  });
  expect(screen.getByRole('alert')).toHaveTextContent(RELOAD_NEEDED_TEXT);
  expect(screen.getByRole('button', { name: 'Tải lại' })).toBeInTheDocument();
  remoteNotice.reloadNeeded = false;
});
