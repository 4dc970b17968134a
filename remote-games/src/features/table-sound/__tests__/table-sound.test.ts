import { setSoundOn, SOUND_KEY, soundPreference } from '@app/shared';
import { play, setAudioContextFactory, unlock, type AudioContextLike } from '../table-sound';

// A stand-in for the browser's AudioContext that counts the tones started.
function fakeContext(state: AudioContextState = 'running') {
  const started: number[] = [];
  const param = () => ({ setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() });
  const ctx = {
    currentTime: 0,
    destination: {},
    state,
    resume: jest.fn(() => Promise.resolve().then(() => void (ctx.state = 'running'))),
    createOscillator: () => ({
      type: 'sine',
      frequency: param(),
      connect: (node: unknown) => node,
      start: (at: number) => started.push(at),
      stop: jest.fn(),
    }),
    createGain: () => ({ gain: param(), connect: (node: unknown) => node }),
  };
  return { ctx: ctx as unknown as AudioContextLike & { state: AudioContextState }, started };
}

beforeEach(() => setSoundOn(true));

it('stays silent before the first tap, then plays', () => {
  const { ctx, started } = fakeContext();
  const factory = jest.fn(() => ctx);
  setAudioContextFactory(factory);
  expect(play('chip')).toBe(false);
  expect(factory).not.toHaveBeenCalled();
  unlock();
  expect(play('chip')).toBe(true);
  expect(started.length).toBeGreaterThan(0);
  // One output for the page, however many taps.
  unlock();
  expect(factory).toHaveBeenCalledTimes(1);
});

it('wakes an output the browser suspended, on the next tap', async () => {
  const { ctx } = fakeContext('suspended');
  setAudioContextFactory(() => ctx);
  unlock();
  expect(play('win')).toBe(false);
  await Promise.resolve();
  expect(ctx.resume).toHaveBeenCalled();
  expect(play('win')).toBe(true);
});

it('the switch silences every sound and is remembered on the device', () => {
  const { ctx, started } = fakeContext();
  setAudioContextFactory(() => ctx);
  unlock();
  setSoundOn(false);
  expect(play('shake')).toBe(false);
  expect(started).toHaveLength(0);
  return Promise.resolve().then(() => {
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    setSoundOn(true);
    expect(soundPreference.on).toBe(true);
    expect(play('shake')).toBe(true);
  });
});

it('a page without WebAudio stays silent without failing', () => {
  setAudioContextFactory(() => null);
  unlock();
  expect(play('reveal')).toBe(false);
});
