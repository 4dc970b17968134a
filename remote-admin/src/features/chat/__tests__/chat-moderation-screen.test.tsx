import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, json } from '@app/shared/test-utils';
import { CHAT_MESSAGES, type AdminChatMessageDto, type ChatMuteDto, type ChatSettingsDto } from '@app/shared/contracts/chat';
import { ChatModerationScreen } from '../chat-moderation-screen';
import { type FakeServer, muteSuccessToasts, renderConsole, signInAs, startFakeServer } from '../../../test-utils/test-kit';

const SETTINGS: ChatSettingsDto = {
  games: [
    { gameType: 'taixiu', enabled: true, updatedAt: null, updatedBy: null },
    { gameType: 'xocdia', enabled: false, updatedAt: '2026-12-07T01:00:00.000Z', updatedBy: 'vanhanh' },
  ],
  words: ['lừa đảo', 'scam'],
  wordsUpdatedAt: '2026-12-06T01:00:00.000Z',
  wordsUpdatedBy: 'vanhanh',
};
const aMessage = (fields: Partial<AdminChatMessageDto> = {}): AdminChatMessageDto => ({
  id: 41,
  gameType: 'taixiu',
  userId: 9,
  username: 'tuanvip88',
  text: 'vào <b>nhóm</b> kiếm tiền',
  at: '2026-12-07T05:04:00.000Z',
  hiddenAt: null,
  hiddenBy: null,
  authorMutedUntil: null,
  ...fields,
});
const aMute: ChatMuteDto = {
  userId: 12,
  username: 'spammer01',
  until: '2026-12-08T05:00:00.000Z',
  reason: 'Spam quảng cáo',
  mutedBy: 'hotro',
  mutedAt: '2026-12-07T05:00:00.000Z',
};

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('cskh', 'hotro');
  server.on('GET', '/admin/chat/settings', () => json(200, { success: true, data: SETTINGS }));
  server.on('GET', '/admin/chat/mutes', () => json(200, { success: true, data: [aMute] }));
  server.on('GET', '/admin/chat/messages', () =>
    json(200, {
      success: true,
      data: {
        items: [
          aMessage(),
          aMessage({ id: 40, username: 'linh07', userId: 10, text: 'tin cũ', hiddenAt: '2026-12-07T05:10:00.000Z', hiddenBy: 'hotro' }),
        ],
        hasMore: false,
      },
    }),
  );
});
afterEach(() => jest.restoreAllMocks());

const row = async (text: string) => within((await screen.findByText(text)).closest('tr')!);

test('lists the recent messages with the real usernames, as plain text, hidden ones marked', async () => {
  const { container } = render(<ChatModerationScreen />);
  const shown = await row('vào <b>nhóm</b> kiếm tiền');
  expect(shown.getByText('tuanvip88')).toBeInTheDocument();
  expect(shown.getByText('Đang hiện')).toBeInTheDocument();
  expect(container.querySelector('td b')).toBeNull();
  const hidden = await row('tin cũ');
  expect(hidden.getByText('Đã ẩn')).toBeInTheDocument();
  expect(hidden.queryByRole('button', { name: 'Ẩn' })).toBeNull();
  // Both tables, then one.
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Xóc đĩa' }));
  await waitFor(() => expect(server.calls('GET', '/admin/chat/messages?game=xocdia')).toHaveLength(1));
});

test('hides a message after a confirmation, then reads the list again', async () => {
  const user = userEvent.setup();
  muteSuccessToasts();
  server.on('POST', '/admin/chat/messages/41/hide', () =>
    json(200, { success: true, message: CHAT_MESSAGES.hidden, data: aMessage({ hiddenAt: 'x', hiddenBy: 'hotro' }) }),
  );
  render(<ChatModerationScreen />);
  await user.click((await row('vào <b>nhóm</b> kiếm tiền')).getByRole('button', { name: 'Ẩn' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ẩn tin nhắn' });
  expect(dialog).toHaveTextContent('tuanvip88: “vào <b>nhóm</b> kiếm tiền”');
  const before = server.calls('GET', '/admin/chat/messages').length;
  await user.click(within(dialog).getByRole('button', { name: 'Ẩn tin nhắn' }));
  await waitFor(() => expect(server.calls('POST', '/admin/chat/messages/41/hide')).toHaveLength(1));
  await waitFor(() => expect(server.calls('GET', '/admin/chat/messages').length).toBeGreaterThan(before));
});

test('mutes the author for a chosen time with a reason; without a reason nothing is sent', async () => {
  const user = userEvent.setup();
  const success = muteSuccessToasts();
  const answer = gate();
  server.on('POST', '/admin/chat/players/9/mute', async () => {
    await answer.promise;
    return json(200, { success: true, message: 'Đã cấm tuanvip88 trò chuyện đến 12:04 08/12/2026.', data: { ...aMute, userId: 9 } });
  });
  render(<ChatModerationScreen />);
  await user.click((await row('vào <b>nhóm</b> kiếm tiền')).getByRole('button', { name: 'Cấm chat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cấm trò chuyện: tuanvip88' });
  await user.click(within(dialog).getByRole('button', { name: 'Cấm trò chuyện' }));
  expect(within(dialog).getByText(CHAT_MESSAGES.reasonRequired)).toBeInTheDocument();
  expect(server.calls('POST', '/admin/chat/players/9/mute')).toHaveLength(0);

  await user.selectOptions(within(dialog).getByLabelText('Thời gian cấm'), '24 giờ');
  await user.type(within(dialog).getByLabelText('Lý do'), 'Rủ người chơi ra ngoài');
  await user.click(within(dialog).getByRole('button', { name: 'Cấm trò chuyện' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cấm trò chuyện' })).toBeDisabled());
  expect(JSON.parse(server.calls('POST', '/admin/chat/players/9/mute')[0].body)).toEqual({
    minutes: 1440,
    reason: 'Rủ người chơi ra ngoài',
  });
  answer.open();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(success).toHaveBeenCalledWith('Đã cấm tuanvip88 trò chuyện đến 12:04 08/12/2026.');
});

test('a refusal stays in the mute dialog', async () => {
  const user = userEvent.setup();
  server.on('POST', '/admin/chat/players/9/mute', () => json(404, { success: false, message: CHAT_MESSAGES.playerNotFound }));
  render(<ChatModerationScreen />);
  await user.click((await row('vào <b>nhóm</b> kiếm tiền')).getByRole('button', { name: 'Cấm chat' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Lý do'), 'x');
  await user.click(within(dialog).getByRole('button', { name: 'Cấm trò chuyện' }));
  expect(await within(dialog).findByText(CHAT_MESSAGES.playerNotFound)).toBeInTheDocument();
});

test('lists who is muted and lifts a mute', async () => {
  const user = userEvent.setup();
  muteSuccessToasts();
  server.on('POST', '/admin/chat/players/12/unmute', () => json(200, { success: true, message: CHAT_MESSAGES.unmuted('spammer01') }));
  render(<ChatModerationScreen />);
  const muted = await row('spammer01');
  expect(muted.getByText('Spam quảng cáo')).toBeInTheDocument();
  await user.click(muted.getByRole('button', { name: 'Bỏ cấm' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bỏ cấm trò chuyện: spammer01' });
  await user.click(within(dialog).getByRole('button', { name: 'Bỏ cấm' }));
  await waitFor(() => expect(server.calls('POST', '/admin/chat/players/12/unmute')).toHaveLength(1));
});

test('saves the word filter, one word a line', async () => {
  const user = userEvent.setup();
  muteSuccessToasts();
  server.on('PUT', '/admin/chat/word-filter', (seen) =>
    json(200, { success: true, message: CHAT_MESSAGES.wordsSaved, data: { ...SETTINGS, words: JSON.parse(seen.body).words } }),
  );
  render(<ChatModerationScreen />);
  const field = await screen.findByLabelText('Mỗi dòng một từ hoặc cụm từ');
  expect(field).toHaveValue('lừa đảo\nscam');
  expect(screen.getByText(/2 từ · lưu lần cuối lúc .* bởi vanhanh/)).toBeInTheDocument();
  await user.type(field, '\n\n  nhà cái bịp  ');
  await user.click(screen.getByRole('button', { name: 'Lưu danh sách' }));
  await waitFor(() => expect(server.calls('PUT', '/admin/chat/word-filter')).toHaveLength(1));
  expect(JSON.parse(server.calls('PUT', '/admin/chat/word-filter')[0].body)).toEqual({ words: ['lừa đảo', 'scam', 'nhà cái bịp'] });
});

test('a refused word list says why', async () => {
  const user = userEvent.setup();
  server.on('PUT', '/admin/chat/word-filter', () => json(400, { success: false, message: CHAT_MESSAGES.wordsInvalid, field: 'words' }));
  render(<ChatModerationScreen />);
  await user.click(await screen.findByRole('button', { name: 'Lưu danh sách' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.wordsInvalid);
});

test('turns a table’s chat off and on, each after a confirmation', async () => {
  const user = userEvent.setup();
  muteSuccessToasts();
  server.on('PUT', '/admin/chat/games/taixiu', () =>
    json(200, { success: true, message: CHAT_MESSAGES.turnedOff('Tài xỉu'), data: SETTINGS }),
  );
  render(<ChatModerationScreen />);
  const taixiu = within(await screen.findByTestId('chat-switch-taixiu'));
  expect(taixiu.getByText('Đang bật')).toBeInTheDocument();
  expect(within(screen.getByTestId('chat-switch-xocdia')).getByText('Đang tắt')).toBeInTheDocument();
  await user.click(taixiu.getByRole('button', { name: 'Tắt trò chuyện' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tắt trò chuyện ở bàn Tài xỉu' });
  await user.click(within(dialog).getByRole('button', { name: 'Tắt' }));
  await waitFor(() => expect(server.calls('PUT', '/admin/chat/games/taixiu')).toHaveLength(1));
  expect(JSON.parse(server.calls('PUT', '/admin/chat/games/taixiu')[0].body)).toEqual({ enabled: false });
});

test('the console lists it for support and admins, at /quan-tri/tro-chuyen', async () => {
  signInAs('cskh', 'hotro', { token: 'x', isAuthenticated: true });
  renderConsole('/quan-tri/tro-chuyen');
  expect(await screen.findByRole('heading', { name: 'Trò chuyện', level: 1 })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Trang quản trị' })).getByRole('link', { name: 'Trò chuyện' })).toBeInTheDocument();
});

test('accounting has no chat page', async () => {
  signInAs('ke_toan', 'ketoan', { token: 'x', isAuthenticated: true });
  server.on('GET', '/admin/queues', () => json(200, { success: true, data: { pendingWithdrawals: 0, unmatchedTransfers: 0 } }));
  renderConsole('/quan-tri/tro-chuyen');
  expect(await screen.findByText(/vai trò của bạn không được dùng trang này/)).toBeInTheDocument();
});
