import { ref } from 'valtio';
import { act, fakeServer, gate, json, renderWithProviders, screen, waitFor, within } from '@app/shared/test-utils';
import { configureApi, realtimeStore, type AppSocket } from '@app/shared';
import { CHAT_MESSAGES, type ChatHistoryDto, type ChatMessageDto } from '@app/shared/contracts/chat';
import { ChatSection, loadChatPanel } from '../chat-section';

const message = (id: number, text: string, name = 'tuan***88'): ChatMessageDto => ({
  gameType: 'taixiu',
  id,
  name,
  text,
  at: '2026-12-07T05:04:00.000Z',
});
const historyOf =
  (messages: ChatMessageDto[], over: Partial<ChatHistoryDto> = {}) =>
  () =>
    json(200, { success: true, data: { gameType: 'taixiu', enabled: true, messages, mutedUntil: null, ...over } });

// A socket stand-in: the test delivers the server's events.
function fakeSocket() {
  const handlers = new Map<string, Array<(p: unknown) => void>>();
  const socket = {
    connected: true,
    on: (e: string, h: (p: unknown) => void) => handlers.set(e, [...(handlers.get(e) ?? []), h]),
    off: (e: string, h: (p: unknown) => void) =>
      handlers.set(
        e,
        (handlers.get(e) ?? []).filter((x) => x !== h),
      ),
    emit: () => undefined,
  };
  const deliver = (e: string, p: unknown) => act(() => (handlers.get(e) ?? []).forEach((h) => h(p)));
  return { socket, deliver };
}

let server: ReturnType<typeof fakeServer>;
let io: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  io = fakeSocket();
  realtimeStore.socket = ref(io.socket) as unknown as AppSocket;
});
afterEach(() => {
  realtimeStore.socket = null;
});

const texts = () => screen.queryAllByTestId('chat-message').map((li) => within(li).getByText(/./, { selector: 'p' }).textContent);

describe('Trò chuyện', () => {
  it('is its own chunk, loaded once the table draws it', async () => {
    await expect(loadChatPanel()).resolves.toBeInstanceOf(Function);
  });

  it('shows the history under masked names, as plain text, and live messages as they come', async () => {
    server.on(
      'GET',
      '/game-taixiu/chat',
      historyOf([message(1, 'chào cả bàn'), message(2, '<b>tài</b> <img src=x onerror=alert(1)>', 'linh***07')]),
    );
    const { container } = renderWithProviders(<ChatSection game="taixiu" />);
    expect(screen.getByRole('heading', { name: 'Trò chuyện' })).toBeInTheDocument();
    await waitFor(() => expect(texts()).toEqual(['chào cả bàn', '<b>tài</b> <img src=x onerror=alert(1)>']));
    expect(screen.getByText('tuan***88')).toBeInTheDocument();
    expect(screen.getByText('linh***07')).toBeInTheDocument();
    // Never drawn as markup.
    expect(container.querySelector('b, img')).toBeNull();
    // Vietnam time.
    expect(container.querySelector('time')).toHaveTextContent('12:04');

    io.deliver('chatMessage', message(3, 'xỉu đi'));
    io.deliver('chatMessage', { ...message(9, 'bàn khác'), gameType: 'xocdia' });
    expect(texts()).toEqual(['chào cả bàn', '<b>tài</b> <img src=x onerror=alert(1)>', 'xỉu đi']);

    io.deliver('chatHidden', { gameType: 'taixiu', id: 2 });
    expect(texts()).toEqual(['chào cả bàn', 'xỉu đi']);
  });

  it('says so when nobody has written yet', async () => {
    server.on('GET', '/game-taixiu/chat', historyOf([]));
    renderWithProviders(<ChatSection game="taixiu" />);
    expect(await screen.findByText('Chưa có tin nhắn nào. Hãy chào cả bàn!')).toBeInTheDocument();
  });

  it('sends a message: the counter counts, the button is busy while sending, the field empties once sent', async () => {
    server.on('GET', '/game-taixiu/chat', historyOf([]));
    const answer = gate();
    server.on('POST', '/game-taixiu/chat', async () => {
      await answer.promise;
      return json(201, { success: true, data: message(7, 'tài ba tay') });
    });
    const { user } = renderWithProviders(<ChatSection game="taixiu" />);
    const field = await screen.findByRole('textbox', { name: 'Tin nhắn' });
    const send = screen.getByRole('button', { name: 'Gửi' });
    expect(send).toBeDisabled();
    expect(field).toHaveAttribute('maxLength', '200');
    await user.type(field, '  tài ba tay ');
    expect(screen.getByText('10/200')).toBeInTheDocument();
    await user.click(send);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gửi' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Gửi' })).toHaveAttribute('aria-busy', 'true');
    expect(JSON.parse(server.calls('POST', '/game-taixiu/chat')[0].body)).toEqual({ text: 'tài ba tay' });
    answer.open();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(texts()).toEqual(['tài ba tay']);
    expect(screen.getByText('tuan***88 (bạn)')).toBeInTheDocument();
    // The same message coming back from the room is not shown twice.
    io.deliver('chatMessage', message(7, 'tài ba tay'));
    expect(texts()).toEqual(['tài ba tay']);
    // Enter sends too.
    server.on('POST', '/game-taixiu/chat', () => json(201, { success: true, data: message(8, 'lần nữa') }));
    await user.type(field, 'lần nữa{Enter}');
    await waitFor(() => expect(texts()).toEqual(['tài ba tay', 'lần nữa']));
  });

  it('shows the server’s refusal under the field, in Vietnamese, and keeps what was typed', async () => {
    server.on('GET', '/game-taixiu/chat', historyOf([]));
    server.on('POST', '/game-taixiu/chat', () => json(429, { success: false, error: 'CHAT_RATE', message: CHAT_MESSAGES.tooFast }));
    const { user } = renderWithProviders(<ChatSection game="taixiu" />);
    const field = await screen.findByRole('textbox', { name: 'Tin nhắn' });
    await user.type(field, 'nhanh quá');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.tooFast);
    expect(field).toHaveValue('nhanh quá');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a link or a phone number before sending it', async () => {
    server.on('GET', '/game-taixiu/chat', historyOf([]));
    const { user } = renderWithProviders(<ChatSection game="taixiu" />);
    const field = await screen.findByRole('textbox', { name: 'Tin nhắn' });
    await user.type(field, 'vào nhacai88.com nhé');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.link);
    await user.clear(field);
    await user.type(field, 'gọi 0912 345 678');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.phone);
    expect(server.calls('POST', '/game-taixiu/chat')).toEqual([]);
  });

  it('a chat turned off has no field, and one turned on again has it back', async () => {
    server.on('GET', '/game-taixiu/chat', historyOf([message(1, 'xin chào')]));
    renderWithProviders(<ChatSection game="taixiu" />);
    await screen.findByRole('textbox', { name: 'Tin nhắn' });
    io.deliver('chatEnabled', { gameType: 'taixiu', enabled: false });
    expect(screen.getByText(CHAT_MESSAGES.disabled)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    // The messages already there stay readable.
    expect(texts()).toEqual(['xin chào']);
    io.deliver('chatEnabled', { gameType: 'taixiu', enabled: true });
    expect(screen.getByRole('textbox', { name: 'Tin nhắn' })).toBeInTheDocument();
  });

  it('a muted player is told until when', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    server.on('GET', '/game-taixiu/chat', historyOf([], { mutedUntil: until }));
    renderWithProviders(<ChatSection game="taixiu" />);
    expect(await screen.findByText(CHAT_MESSAGES.muted(until, null))).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('folds away and opens again', async () => {
    server.on('GET', '/game-taixiu/chat', historyOf([message(1, 'xin chào')]));
    const { user } = renderWithProviders(<ChatSection game="taixiu" />);
    await screen.findByText('xin chào');
    await user.click(screen.getByRole('button', { name: 'Thu gọn' }));
    expect(screen.getByRole('button', { name: 'Mở' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('xin chào')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    expect(await screen.findByText('xin chào')).toBeInTheDocument();
  });

  it('a failed read says so and tries again on request', async () => {
    let fail = true;
    server.on('GET', '/game-taixiu/chat', () =>
      fail ? json(500, { success: false, message: 'Lỗi' }) : historyOf([message(1, 'đã tải')])(),
    );
    const { user } = renderWithProviders(<ChatSection game="taixiu" />);
    const error = await screen.findByTestId('chat-error');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('đã tải')).toBeInTheDocument();
  });
});
