import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from '../use-media-query';

function Width() {
  return <p>{useMediaQuery('screen and (max-width: 767px)') ? 'narrow' : 'wide'}</p>;
}

const listeners = new Set<() => void>();
let matches = false;
const before = Object.getOwnPropertyDescriptor(window, 'matchMedia');

beforeEach(() => {
  listeners.clear();
  matches = false;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }),
  });
});

afterAll(() => {
  if (before) Object.defineProperty(window, 'matchMedia', before);
  else delete (window as { matchMedia?: unknown }).matchMedia;
});

it('answers the query now and redraws when the window crosses it', () => {
  const { unmount } = render(<Width />);
  expect(screen.getByText('wide')).toBeInTheDocument();
  act(() => {
    matches = true;
    listeners.forEach((listener) => listener());
  });
  expect(screen.getByText('narrow')).toBeInTheDocument();
  unmount();
  expect(listeners.size).toBe(0);
});

it('a browser without matchMedia is answered "no match"', () => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  render(<Width />);
  expect(screen.getByText('wide')).toBeInTheDocument();
});
