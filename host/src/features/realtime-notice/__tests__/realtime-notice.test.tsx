import { act, render, screen } from '@testing-library/react';
import { realtimeStore, SOCKET_LIMIT_MESSAGES } from '@app/shared';
import { RealtimeNotice } from '../realtime-notice';

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
