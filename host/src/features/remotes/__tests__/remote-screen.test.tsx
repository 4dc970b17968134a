import { render, screen } from '@testing-library/react';
import { fallBack, loadRemoteModule, onRemotesSwitched } from '../remote-registry';
import { RemoteScreen } from '../remote-screen';

// A screen that throws while drawing (not while its module loads): the version before it is drawn
// instead, once; with none left, the error card.
jest.mock('../remote-registry', () => ({
  loadRemoteModule: jest.fn(),
  fallBack: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
  onRemotesSwitched: jest.fn(),
}));

// The registry tells the screen's cache which remote it switched (remote-screen.tsx listens at load).
const switched = jest.mocked(onRemotesSwitched).mock.calls[0][0];

function Broken(): never {
  throw new Error('bản hỏng khi vẽ');
}
const Fine = () => <p>Bàn tài xỉu</p>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemoteModule).mockReset();
  jest.mocked(fallBack).mockReset();
});
afterEach(() => jest.restoreAllMocks());

test('a screen that throws while drawing falls back to the version before, and is reported as an error', async () => {
  jest.mocked(loadRemoteModule).mockResolvedValueOnce({ default: Broken }).mockResolvedValueOnce({ default: Fine });
  jest.mocked(fallBack).mockImplementation((name) => {
    switched([name]);
    return true;
  });
  render(<RemoteScreen id="remote_games/TaiXiuScreen" />);
  expect(await screen.findByText('Bàn tài xỉu')).toBeInTheDocument();
  expect(fallBack).toHaveBeenCalledWith('remote_games', 'error');
  expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('Không tải được màn hình')).not.toBeInTheDocument();
});

test('with no version to fall back to, the error card', async () => {
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: Broken });
  jest.mocked(fallBack).mockReturnValue(false);
  render(<RemoteScreen id="remote_games/XocDiaScreen" />);
  expect(await screen.findByText('Không tải được màn hình')).toBeInTheDocument();
  expect(fallBack).toHaveBeenCalledWith('remote_games', 'error');
});
