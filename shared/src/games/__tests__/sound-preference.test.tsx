import { act, fireEvent, render, screen } from '@testing-library/react';
import { SoundSwitches } from '../../ui/sound-switch';
import { EFFECTS_KEY, MUSIC_KEY, OLD_SOUND_KEY, readSoundPreference, setEffectsOn, setMusicOn, soundPreference } from '../sound-preference';

beforeEach(() => localStorage.clear());

describe('the stored switches', () => {
  it('a device that never chose: effects on, music off', () => {
    expect(readSoundPreference()).toEqual({ music: false, effects: true });
  });

  it("the old single switch's 'off' keeps the tables quiet, and is read once", () => {
    localStorage.setItem(OLD_SOUND_KEY, 'off');
    expect(readSoundPreference()).toEqual({ music: false, effects: false });
    expect(localStorage.getItem(OLD_SOUND_KEY)).toBeNull();
    expect(localStorage.getItem(EFFECTS_KEY)).toBe('off');
  });

  it("its 'on' keeps the effects; the music, new, waits to be asked for", () => {
    localStorage.setItem(OLD_SOUND_KEY, 'on');
    expect(readSoundPreference()).toEqual({ music: false, effects: true });
  });

  it('a choice made with the two switches wins over an old value left behind', () => {
    localStorage.setItem(EFFECTS_KEY, 'on');
    localStorage.setItem(MUSIC_KEY, 'on');
    localStorage.setItem(OLD_SOUND_KEY, 'off');
    expect(readSoundPreference()).toEqual({ music: true, effects: true });
  });
});

describe('SoundSwitches on the account tab', () => {
  afterEach(() => {
    setMusicOn(false);
    setEffectsOn(true);
  });

  it('two rows, each saying Bật or Tắt, each remembered', async () => {
    setMusicOn(false);
    setEffectsOn(true);
    const onChange = jest.fn();
    render(<SoundSwitches variant="row" onChange={onChange} />);
    const music = screen.getByRole('switch', { name: /Nhạc nền/ });
    const effects = screen.getByRole('switch', { name: /Hiệu ứng âm thanh/ });
    expect(music).toHaveTextContent('Tắt');
    expect(effects).toHaveTextContent('Bật');
    await act(async () => {
      fireEvent.click(music);
    });
    expect(music).toHaveTextContent('Bật');
    expect(onChange).toHaveBeenCalledWith('music', true);
    await act(async () => {
      fireEvent.click(effects);
    });
    expect(effects).toHaveTextContent('Tắt');
    expect(soundPreference).toMatchObject({ music: true, effects: false });
    expect(localStorage.getItem(MUSIC_KEY)).toBe('on');
    expect(localStorage.getItem(EFFECTS_KEY)).toBe('off');
  });
});
