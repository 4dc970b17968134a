import { type BetSide, type RoundResultDto } from '@app/shared/signed-in';
// The big road (cầu bệt): the rounds oldest to newest in columns, one column per run of the same
// outcome (tài xỉu: Tài/Xỉu; xóc đĩa: Chẵn/Lẻ), six rows high. A run longer than its column, or one
// that meets a cell already taken below it, turns right along its last row (the dragon tail), as
// players know it from the baccarat road and the tài xỉu sites.

export const BIG_ROAD_ROWS = 6;

export interface BigRoadCell {
  col: number;
  row: number;
  round: RoundResultDto;
  /** Laid to the right of its run's column (the run went past the bottom or met a tail). */
  tail: boolean;
}

export interface BigRoadRun {
  side: BetSide;
  /** Oldest first. */
  rounds: RoundResultDto[];
}

export interface BigRoad {
  cells: BigRoadCell[];
  /** How many columns the cells take, tails included. */
  columns: number;
  /** Oldest first: the last is the run still going. */
  runs: BigRoadRun[];
}

/**
 * The big road of `rounds`, given newest first as the session keeps them (settled only:
 * soi-cau-rounds.ts). Each new run starts at the top of the next column to the right of the previous
 * run's start (further right when a tail already took that top cell), and goes down until the bottom
 * row or a taken cell, then right.
 */
export function bigRoad(rounds: readonly RoundResultDto[], rows: number = BIG_ROAD_ROWS): BigRoad {
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col}:${row}`;
  const cells: BigRoadCell[] = [];
  const runs: BigRoadRun[] = [];
  let startCol = -1;
  let col = 0;
  let row = 0;
  let turned = false;
  for (let i = rounds.length - 1; i >= 0; i--) {
    const round = rounds[i];
    const run = runs[runs.length - 1];
    if (!run || run.side !== round.outcome) {
      startCol += 1;
      while (taken.has(key(startCol, 0))) startCol += 1;
      col = startCol;
      row = 0;
      turned = false;
      runs.push({ side: round.outcome, rounds: [round] });
    } else {
      // Once turned, a tail keeps going right even where the cell below is free again.
      if (!turned && row + 1 < rows && !taken.has(key(col, row + 1))) {
        row += 1;
      } else {
        turned = true;
        col += 1;
      }
      run.rounds.push(round);
    }
    taken.add(key(col, row));
    cells.push({ col, row, round, tail: turned });
  }
  const columns = cells.reduce((most, cell) => Math.max(most, cell.col + 1), 0);
  return { cells, columns, runs };
}

/** The run still going and the longest run of the road (the first of them when two are as long). */
export function runSummary(road: BigRoad): { current: BigRoadRun | null; longest: BigRoadRun | null } {
  const current = road.runs[road.runs.length - 1] ?? null;
  let longest: BigRoadRun | null = null;
  for (const run of road.runs) if (!longest || run.rounds.length > longest.rounds.length) longest = run;
  return { current, longest };
}
