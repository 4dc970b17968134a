import { ApiError } from '../api-error';
import { isTransientFailure, retryTransient } from '../retry-transient';

const failure = (status: number) => new ApiError({ status, message: 'x' });

it('takes no answer and 502, 503, 504 for transient, and nothing else', () => {
  expect([0, 502, 503, 504].map((s) => isTransientFailure(failure(s)))).toEqual([true, true, true, true]);
  expect([400, 401, 409, 429, 500].map((s) => isTransientFailure(failure(s)))).toEqual([false, false, false, false, false]);
  expect(isTransientFailure(new Error('plain'))).toBe(false);
});

it('sends again after transient failures, telling each attempt, and answers with the first answer', async () => {
  const answers = [failure(0), failure(502), 'placed'];
  const send = jest.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  const onRetry = jest.fn();
  await expect(retryTransient(send, { delaysMs: [1, 1, 1], onRetry })).resolves.toBe('placed');
  expect(send).toHaveBeenCalledTimes(3);
  expect(onRetry.mock.calls).toEqual([[1], [2]]);
});

it('gives up after the last delay, and at once on a failure that is not transient', async () => {
  const down = jest.fn(async () => {
    throw failure(503);
  });
  await expect(retryTransient(down, { delaysMs: [1, 1] })).rejects.toMatchObject({ status: 503 });
  expect(down).toHaveBeenCalledTimes(3);

  const refused = jest.fn(async () => {
    throw failure(409);
  });
  await expect(retryTransient(refused, { delaysMs: [1, 1] })).rejects.toMatchObject({ status: 409 });
  expect(refused).toHaveBeenCalledTimes(1);
});
