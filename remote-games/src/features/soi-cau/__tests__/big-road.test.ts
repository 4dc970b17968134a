import { type Dice, type RoundResultDto } from '@app/shared/signed-in';
import { taixiuResult, voidTaixiu, xocdiaResult } from '../../game-table/__tests__/fixtures';
import { bigRoad, runSummary } from '../big-road';
import { settledRounds } from '../soi-cau-rounds';

const TAI: Dice = [6, 5, 4];
const XIU: Dice = [1, 2, 3];

// Rounds from a string read oldest to newest ('TTX' = Tài, Tài, Xỉu), returned newest first as the
// session keeps them, numbered from 1.
function rounds(road: string): RoundResultDto[] {
  return [...road].map((c, i) => taixiuResult(i + 1, c === 'T' ? TAI : XIU)).reverse();
}
const places = (road: ReturnType<typeof bigRoad>) => road.cells.map((c) => `${c.round.sessionId}@${c.col},${c.row}${c.tail ? 't' : ''}`);

it('an empty history has an empty road', () => {
  expect(bigRoad([])).toEqual({ cells: [], columns: 0, runs: [] });
  expect(runSummary(bigRoad([]))).toEqual({ current: null, longest: null });
});

it('starts a new column each time the outcome changes, oldest on the left', () => {
  const road = bigRoad(rounds('TTXTTT'));
  expect(places(road)).toEqual(['1@0,0', '2@0,1', '3@1,0', '4@2,0', '5@2,1', '6@2,2']);
  expect(road.columns).toBe(3);
  expect(road.runs.map((r) => [r.side, r.rounds.length])).toEqual([
    ['tai', 2],
    ['xiu', 1],
    ['tai', 3],
  ]);
  const { current, longest } = runSummary(road);
  expect(current?.side).toBe('tai');
  expect(current?.rounds.map((r) => r.sessionId)).toEqual([4, 5, 6]);
  expect(longest).toBe(current);
});

it('a run longer than six turns right along the bottom row (the dragon tail)', () => {
  const road = bigRoad(rounds('XTTTTTTTTX'));
  expect(places(road)).toEqual([
    '1@0,0',
    '2@1,0',
    '3@1,1',
    '4@1,2',
    '5@1,3',
    '6@1,4',
    '7@1,5',
    '8@2,5t',
    '9@3,5t',
    // The next run starts in the column after the tail's run, above its tail.
    '10@2,0',
  ]);
  expect(road.columns).toBe(4);
  expect(runSummary(road).longest?.rounds).toHaveLength(8);
});

it('a run that meets a tail below it turns right above it', () => {
  // Xỉu ×8 leaves its tail on row 5 of columns 1 and 2; Tài ×6 in column 1 stops at row 4.
  const road = bigRoad(rounds('XXXXXXXXTTTTTT'));
  expect(places(road).slice(8)).toEqual(['9@1,0', '10@1,1', '11@1,2', '12@1,3', '13@1,4', '14@2,4t']);
  expect(road.columns).toBe(3);
});

it('a round called off takes no cell and does not break the run', () => {
  const history = [taixiuResult(4, TAI), voidTaixiu(3, XIU), voidTaixiu(2, null), taixiuResult(1, TAI)];
  const road = bigRoad(settledRounds(history));
  expect(places(road)).toEqual(['1@0,0', '4@0,1']);
  expect(road.runs).toHaveLength(1);
});

it('xóc đĩa: columns of Chẵn and Lẻ, whatever else the round won', () => {
  const road = bigRoad([
    xocdiaResult(3, ['red', 'white', 'white', 'white']),
    xocdiaResult(2, ['red', 'red', 'red', 'red']),
    xocdiaResult(1, ['red', 'red', 'white', 'white']),
  ]);
  expect(places(road)).toEqual(['1@0,0', '2@0,1', '3@1,0']);
  expect(road.runs.map((r) => r.side)).toEqual(['chan', 'le']);
});

it('takes a shorter road when asked for fewer rows', () => {
  expect(places(bigRoad(rounds('TTTT'), 3))).toEqual(['1@0,0', '2@0,1', '3@0,2', '4@1,2t']);
});
