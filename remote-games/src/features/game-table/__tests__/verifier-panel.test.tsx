import { webcrypto } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { computeCoins, computeDice, isJackpotDraw, type Coins, type Dice } from '@app/shared/signed-in';
import { VerifierPanel, claimOf } from '../verifier-panel';
import { taixiuResult, voidTaixiu, xocdiaResult } from './fixtures';

// Seeds 1 and 2 of the hash chain in shared/src/games/__tests__/fairness-vectors.json (the same file
// the server's fairness tests read): SHA256(SEED) == PREVIOUS_SEED.
const PREVIOUS_SEED = 'bd7bf8243b65eb7b0b75934319ea8469527a27ef3f0403badfed06b214cdcde8';
const SEED = '0a88915aba36f8c93d3bb37a0417f49245173804b4f62b7d20caadda27c692bc';
// A fixture vector: seed 0…0, session 42 rolls 3, 4, 4.
const ZERO_SEED = '0'.repeat(64);

// jsdom's crypto has no subtle; the page has the real WebCrypto, so lend Node's (the same W3C API).
const jsdomCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
});
afterAll(() => {
  if (jsdomCrypto) Object.defineProperty(globalThis, 'crypto', jsdomCrypto);
  else delete (globalThis as { crypto?: Crypto }).crypto;
});

const honestTaixiu = async (roundId = 42) => {
  const dice = await computeDice(SEED, roundId);
  return taixiuResult(roundId, dice, { seed: SEED, previousSeed: PREVIOUS_SEED, chainId: 3, chainIndex: 2 });
};

it('builds the claim with the announced dice or coins', () => {
  const tx = taixiuResult(5, [1, 2, 3]);
  expect(claimOf(tx)).toEqual({ gameType: 'taixiu', roundId: 5, seed: tx.seed, previousSeed: tx.previousSeed, dice: [1, 2, 3] });
  const xd = xocdiaResult(6, ['red', 'red', 'white', 'white']);
  expect(claimOf(xd)).toEqual({
    gameType: 'xocdia',
    roundId: 6,
    seed: xd.seed,
    previousSeed: xd.previousSeed,
    coins: ['red', 'red', 'white', 'white'],
  });
});

it('shows the round facts before checking', async () => {
  renderWithProviders(<VerifierPanel result={await honestTaixiu()} />);
  expect(screen.getByTestId('verify-seed')).toHaveTextContent(SEED);
  expect(screen.getByTestId('verify-previous-seed')).toHaveTextContent(PREVIOUS_SEED);
  expect(screen.getByText('#3 · vị trí 2')).toBeInTheDocument();
  expect(screen.getByText('#42')).toBeInTheDocument();
  expect(screen.queryByTestId('verify-verdict')).not.toBeInTheDocument();
});

it('an honest tài xỉu round: both checks hold, "Phiên hợp lệ"', async () => {
  const result = await honestTaixiu();
  const { user } = renderWithProviders(<VerifierPanel result={result} />);
  await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
  expect(await screen.findByTestId('verify-verdict')).toHaveTextContent('Phiên hợp lệ');
  expect(screen.getByTestId('verify-verdict')).toHaveAttribute('data-valid', 'true');
  expect(screen.getByTestId('verify-link')).toHaveTextContent('Hạt giống khớp chuỗi: Hợp lệ');
  expect(screen.getByTestId('verify-result')).toHaveTextContent('Kết quả khớp: Hợp lệ');
  const dice = result.dice!;
  expect(screen.getByTestId('verify-expected')).toHaveTextContent(`${dice.join(' · ')} (Tổng ${dice[0] + dice[1] + dice[2]})`);
});

it('the fixture vector: seed 0…0 gives 3, 4, 4 in session 42, but does not link to an unrelated seed', async () => {
  const result = taixiuResult(42, [3, 4, 4], { seed: ZERO_SEED, previousSeed: PREVIOUS_SEED });
  const { user } = renderWithProviders(<VerifierPanel result={result} />);
  await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
  expect(await screen.findByTestId('verify-verdict')).toHaveTextContent('Phiên không hợp lệ');
  expect(screen.getByTestId('verify-link')).toHaveTextContent('Hạt giống khớp chuỗi: Không hợp lệ');
  expect(screen.getByTestId('verify-result')).toHaveTextContent('Kết quả khớp: Hợp lệ');
  expect(screen.getByTestId('verify-expected')).toHaveTextContent('3 · 4 · 4 (Tổng 11)');
});

it('announced dice that the seed does not give fail the result check', async () => {
  const honest = await honestTaixiu();
  const d = honest.dice!;
  const forged: Dice = [(d[0] % 6) + 1, d[1], d[2]];
  const { user } = renderWithProviders(<VerifierPanel result={{ ...honest, dice: forged }} />);
  await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
  expect(await screen.findByTestId('verify-verdict')).toHaveTextContent('Phiên không hợp lệ');
  expect(screen.getByTestId('verify-link')).toHaveTextContent('Hợp lệ');
  expect(screen.getByTestId('verify-result')).toHaveTextContent('Kết quả khớp: Không hợp lệ');
});

it('an honest xóc đĩa round: recomputes the coins', async () => {
  const coins: Coins = await computeCoins(SEED, 77);
  const result = xocdiaResult(77, coins, { seed: SEED, previousSeed: PREVIOUS_SEED });
  const { user } = renderWithProviders(<VerifierPanel result={result} />);
  await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
  expect(await screen.findByTestId('verify-verdict')).toHaveTextContent('Phiên hợp lệ');
  const names = coins.map((c) => (c === 'red' ? 'Đỏ' : 'Trắng')).join(' · ');
  expect(within(screen.getByTestId('verify-expected')).getByText(names)).toBeInTheDocument();
});

it('says why it cannot check without WebCrypto', async () => {
  const { user } = renderWithProviders(<VerifierPanel result={await honestTaixiu()} />);
  Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true, writable: true });
  try {
    await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trình duyệt không hỗ trợ WebCrypto (cần HTTPS) nên không thể kiểm tra.');
    expect(screen.queryByTestId('verify-verdict')).not.toBeInTheDocument();
  } finally {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
  }
});

it('a void round whose seed was published: its would-be dice check against the chain like a settled round', async () => {
  const dice = await computeDice(SEED, 42);
  const { user } = renderWithProviders(
    <VerifierPanel result={{ ...voidTaixiu(42, dice, { seed: SEED, previousSeed: PREVIOUS_SEED }), seed: SEED }} />,
  );
  expect(screen.getByTestId('verify-would-be')).toHaveTextContent(dice.join(' · '));
  await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
  expect(await screen.findByTestId('verify-verdict')).toHaveTextContent('Phiên hợp lệ');
});

it('a tài xỉu round whose recomputed dice are 1-1-1 or 6-6-6 shows that it paid the hũ, and how much', async () => {
  let roundId = 1;
  while (!isJackpotDraw(await computeDice(SEED, roundId))) roundId += 1;
  const result = { ...(await honestTaixiu(roundId)), jackpot: { contributed: 5_000, paid: 12_500_000, pool: 10_000_000 } };
  const { user } = renderWithProviders(<VerifierPanel result={result} />);
  await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
  expect(await screen.findByTestId('verify-verdict')).toHaveTextContent('Phiên hợp lệ');
  expect(screen.getByTestId('verify-jackpot')).toHaveTextContent(/Phiên này nổ hũ: đã trả 12\.500\.000\sđ/);
});

it('an ordinary round says nothing of the hũ', async () => {
  let roundId = 1;
  while (isJackpotDraw(await computeDice(SEED, roundId))) roundId += 1;
  const result = { ...(await honestTaixiu(roundId)), jackpot: { contributed: 5_000, paid: 0, pool: 10_005_000 } };
  const { user } = renderWithProviders(<VerifierPanel result={result} />);
  await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
  expect(await screen.findByTestId('verify-verdict')).toHaveTextContent('Phiên hợp lệ');
  expect(screen.queryByTestId('verify-jackpot')).toBeNull();
});
