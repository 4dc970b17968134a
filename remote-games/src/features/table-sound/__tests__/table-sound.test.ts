import { EFFECTS_KEY, MUSIC_KEY, setEffectsOn, setMusicOn, soundPreference } from '@app/shared/signed-in';
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { audioState, play, preloadSounds, setAudioContextFactory, unlock, type AudioContextLike } from '../table-sound';
import { useTableMusic } from '../use-table-sounds';

// A stand-in for the browser's AudioContext that counts the tones and noises started.
function fakeContext(state: AudioContextState = 'running') {
  const started: number[] = [];
  const param = () => ({ setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn(), cancelScheduledValues: jest.fn() });
  const node = () => ({ connect: (next: unknown) => next, disconnect: jest.fn() });
  const ctx = {
    currentTime: 0,
    sampleRate: 8_000,
    destination: {},
    state,
    resume: jest.fn(() => Promise.resolve().then(() => void (ctx.state = 'running'))),
    createOscillator: () => ({ ...node(), type: 'sine', frequency: param(), start: (at: number) => started.push(at), stop: jest.fn() }),
    createGain: () => ({ ...node(), gain: param() }),
    createBiquadFilter: () => ({ ...node(), type: 'lowpass', frequency: param(), Q: param() }),
    createBuffer: (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) }),
    createBufferSource: () => ({ ...node(), buffer: null, start: (at: number) => started.push(at), stop: jest.fn() }),
  };
  return { ctx: ctx as unknown as AudioContextLike & { state: AudioContextState }, started };
}

beforeEach(() => {
  setEffectsOn(true);
  setMusicOn(false);
});

it('stays silent before the first tap, then plays', async () => {
  const { ctx, started } = fakeContext();
  const factory = jest.fn(() => ctx);
  setAudioContextFactory(factory);
  await preloadSounds();
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
  expect(play('win-small')).toBe(false);
  await act(() => preloadSounds());
  expect(ctx.resume).toHaveBeenCalled();
  expect(play('win-small')).toBe(true);
});

it('the effects switch silences the effects and is remembered on the device', async () => {
  const { ctx, started } = fakeContext();
  setAudioContextFactory(() => ctx);
  unlock();
  await preloadSounds();
  setEffectsOn(false);
  expect(play('shake', { ms: 1_500 })).toBe(false);
  expect(started).toHaveLength(0);
  await Promise.resolve();
  expect(localStorage.getItem(EFFECTS_KEY)).toBe('off');
  setEffectsOn(true);
  expect(soundPreference.effects).toBe(true);
  expect(play('shake', { ms: 1_500 })).toBe(true);
});

it('the shake lasts as long as it is asked to; a bigger win sounds more notes', async () => {
  const { ctx, started } = fakeContext();
  setAudioContextFactory(() => ctx);
  unlock();
  await preloadSounds();
  const count = (fn: () => void) => {
    started.length = 0;
    fn();
    return { n: started.length, last: Math.max(...started) };
  };
  const short = count(() => play('shake', { ms: 600 }));
  const long = count(() => play('shake', { ms: 2_400 }));
  expect(long.n).toBeGreaterThan(short.n);
  expect(long.last).toBeLessThan(2.4);
  expect(long.last).toBeGreaterThan(1.8);
  const small = count(() => play('win-small')).n;
  const medium = count(() => play('win-medium')).n;
  const big = count(() => play('win-big')).n;
  expect(small).toBeLessThan(medium);
  expect(medium).toBeLessThan(big);
});

it('a page without WebAudio stays silent without failing', () => {
  setAudioContextFactory(() => null);
  unlock();
  expect(play('lift')).toBe(false);
});

describe('the music', () => {
  it('starts only after a tap and with its switch on, and stops when switched off', async () => {
    const { ctx, started } = fakeContext();
    setAudioContextFactory(() => ctx);
    jest.useFakeTimers();
    try {
      setMusicOn(true);
      renderHook(() => useTableMusic());
      await act(() => preloadSounds());
      // No tap yet: the browser would refuse it, and nothing is started.
      expect(audioState.ready).toBe(false);
      expect(started).toHaveLength(0);
      await act(async () => unlock());
      await act(() => preloadSounds());
      expect(audioState.ready).toBe(true);
      expect(started.length).toBeGreaterThan(0);
      const playing = started.length;
      await act(async () => setMusicOn(false));
      act(() => {
        jest.advanceTimersByTime(2_000);
      });
      // Stopped: the loop schedules no more notes.
      expect(started).toHaveLength(playing);
      await Promise.resolve();
      expect(localStorage.getItem(MUSIC_KEY)).toBe('off');
    } finally {
      jest.useRealTimers();
    }
  });
});
