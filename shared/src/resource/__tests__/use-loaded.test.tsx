import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../../http/api-error';
import { useLoaded } from '../use-loaded';

const later = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

test('a newer question wins over an older answer still on its way, and the old answer is not shown under it', async () => {
  const answers = { a: later<string>(), b: later<string>() };
  const { result, rerender } = renderHook(({ q }: { q: 'a' | 'b' }) => useLoaded(() => answers[q].promise, [q]), {
    initialProps: { q: 'a' },
  });
  expect(result.current).toMatchObject({ data: undefined, loading: true });
  rerender({ q: 'b' });
  await act(async () => answers.a.resolve('old'));
  expect(result.current).toMatchObject({ data: undefined, loading: true });
  await act(async () => answers.b.resolve('new'));
  expect(result.current).toMatchObject({ data: 'new', loading: false, error: null });
});

test('a failure says the server’s message, else the caller’s; reload asks again and keeps the answer meanwhile', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('x'));
  const { result } = renderHook(() => useLoaded(load, [], { failure: 'Không tải được' }));
  await waitFor(() => expect(result.current.error).toBe('Không tải được'));
  load.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Lỗi máy chủ', url: '/x' }));
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.error).toBe('Lỗi máy chủ'));
  load.mockResolvedValueOnce('một');
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data).toBe('một'));
  const second = later<string>();
  load.mockReturnValueOnce(second.promise);
  act(() => result.current.reload());
  expect(result.current).toMatchObject({ data: 'một', loading: true });
  await act(async () => second.resolve('hai'));
  expect(result.current.data).toBe('hai');
});

test('refreshOn reads the same question again', async () => {
  const load = jest.fn(async () => 'ok');
  const { rerender } = renderHook(({ v }: { v: number }) => useLoaded(load, [], { refreshOn: [v] }), { initialProps: { v: 1 } });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  rerender({ v: 2 });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
});
