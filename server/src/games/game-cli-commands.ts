// Operator CLI: the bet limits of each game (PUT /api/admin/games/:game/config).
import { GAME_LABELS, GAME_PATHS, isGameType, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, type GameConfigDto } from '@app/shared/contracts';
import { AdminApiError } from '../admin/cli/admin-api-client';
import { formatTable, formatMoney, type CliCommand } from '../admin/cli/cli-command';

const FIELDS = { minBet: 'minBet', maxBet: 'maxBet', maxRoundTotal: 'maxRoundTotal' } as const;

export const gameCommands: CliCommand[] = [
  {
    name: 'game-configs',
    usage: ['  game-configs                  giới hạn cược của từng trò chơi'],
    minArgs: 0,
    async run(api, _args, out) {
      const { data } = await api.request<GameConfigDto[]>('GET', GAME_PATHS.adminConfigs);
      out(
        formatTable(
          ['Trò chơi', 'Tối thiểu', 'Tối đa mỗi lần', 'Tối đa mỗi phiên'],
          data.map((c) => [GAME_LABELS[c.gameType], formatMoney(c.minBet), formatMoney(c.maxBet), formatMoney(c.maxRoundTotal)]),
        ),
      );
    },
  },
  {
    name: 'game-config-set',
    usage: ['  game-config-set <taixiu|xocdia> <minBet|maxBet|maxRoundTotal> <số tiền>   đổi giới hạn cược'],
    minArgs: 3,
    async run(api, args, out) {
      const [game, field, raw] = args;
      if (!isGameType(game)) throw new AdminApiError('Trò chơi phải là taixiu hoặc xocdia.');
      if (!Object.hasOwn(FIELDS, field)) throw new AdminApiError('Trường phải là minBet, maxBet hoặc maxRoundTotal.');
      if (!/^\d{1,15}$/.test(raw)) throw new AdminApiError('Số tiền phải là số nguyên dương (đồng).');
      const stepUp = { action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.gameConfig(game) };
      const answer = await api.request<GameConfigDto>('PUT', GAME_PATHS.adminConfig(game), { [field]: Number(raw) }, stepUp);
      const c = answer.data;
      out(
        `${answer.message}: ${GAME_LABELS[c.gameType]} ${formatMoney(c.minBet)} – ${formatMoney(c.maxBet)}, mỗi phiên ${formatMoney(c.maxRoundTotal)}`,
      );
    },
  },
];
