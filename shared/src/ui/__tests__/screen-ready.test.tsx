import { render } from '@testing-library/react';
import { useHoldTakeOver, whenScreenReady } from '../screen-ready';

function Screen({ loading }: { loading: boolean }) {
  useHoldTakeOver(loading);
  return <p>{loading ? 'loading' : 'ready'}</p>;
}

test('with no screen holding, the take-over runs at once', () => {
  const run = jest.fn();
  whenScreenReady(run);
  expect(run).toHaveBeenCalledWith(false);
});

test('a loading screen holds the take-over until the commit that draws its data', () => {
  const { rerender, container } = render(<Screen loading />);
  const seen: string[] = [];
  whenScreenReady((late) => seen.push(`${late}:${container.textContent}`));
  expect(seen).toEqual([]);
  rerender(<Screen loading />);
  expect(seen).toEqual([]);
  rerender(<Screen loading={false} />);
  expect(seen).toEqual(['true:ready']);
});

test('a cancelled wait never runs, and a screen that goes away releases its hold', () => {
  const { unmount } = render(<Screen loading />);
  const cancelled = jest.fn();
  whenScreenReady(cancelled)();
  const run = jest.fn();
  whenScreenReady(run);
  unmount();
  expect(run).toHaveBeenCalledWith(true);
  expect(cancelled).not.toHaveBeenCalled();
});
