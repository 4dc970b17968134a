// Operator CLI: each game's settings (PUT /api/admin/games/:game/config) and its maintenance pause
// (POST /api/admin/games/:game/pause, /resume).
import {
  formatVietnamDateTime,
  GAME_LABELS,
  GAME_PATHS,
  isGameType,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  type GameConfigDto,
  type GameType,
} from '@app/shared/contracts';
import { AdminApiError } from '../admin/cli/admin-api-client';
import { formatTable, formatMoney, type CliCommand } from '../admin/cli/cli-command';

const MONEY_FIELDS = ['minBet', 'maxBet', 'maxRoundTotal', 'maxHouseExposure'] as const;
const SWITCH_FIELDS = ['refuseBothSides'] as const;
const SWITCH_VALUES: Readonly<Record<string, boolean>> = { bat: true, tat: false, on: true, off: false };

const stateOf = (c: GameConfigDto) => (c.pausedAt ? `Bảo trì từ ${formatVietnamDateTime(c.pausedAt)}` : 'Đang chạy');
const gameOf = (raw: string): GameType => {
  if (!isGameType(raw)) throw new AdminApiError('Trò chơi phải là taixiu hoặc xocdia.');
  return raw;
};
const stepUpFor = (game: GameType) => ({ action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.gameConfig(game) });

export const gameCommands: CliCommand[] = [
  {
    name: 'game-configs',
    usage: ['  game-configs                  giới hạn cược, hạn mức rủi ro và trạng thái của từng trò chơi'],
    minArgs: 0,
    async run(api, _args, out) {
      const { data } = await api.request<GameConfigDto[]>('GET', GAME_PATHS.adminConfigs);
      out(
        formatTable(
          ['Trò chơi', 'Tối thiểu', 'Tối đa mỗi lần', 'Tối đa mỗi phiên', 'Rủi ro nhà cái mỗi phiên', 'Chặn cược hai cửa', 'Trạng thái'],
          data.map((c) => [
            GAME_LABELS[c.gameType],
            formatMoney(c.minBet),
            formatMoney(c.maxBet),
            formatMoney(c.maxRoundTotal),
            formatMoney(c.maxHouseExposure),
            c.refuseBothSides ? 'Bật' : 'Tắt',
            stateOf(c),
          ]),
        ),
      );
    },
  },
  {
    name: 'game-config-set',
    usage: [
      '  game-config-set <taixiu|xocdia> <minBet|maxBet|maxRoundTotal|maxHouseExposure> <số tiền>   đổi giới hạn cược',
      '  game-config-set <taixiu|xocdia> refuseBothSides <bat|tat>   bật/tắt chặn cược hai cửa đối nhau trong một phiên',
    ],
    minArgs: 3,
    async run(api, args, out) {
      const [raw, field, value] = args;
      const game = gameOf(raw);
      let body: Record<string, number | boolean>;
      if ((SWITCH_FIELDS as readonly string[]).includes(field)) {
        if (!Object.hasOwn(SWITCH_VALUES, value)) throw new AdminApiError('Giá trị phải là bat (bật) hoặc tat (tắt).');
        body = { [field]: SWITCH_VALUES[value] };
      } else if ((MONEY_FIELDS as readonly string[]).includes(field)) {
        if (!/^\d{1,15}$/.test(value)) throw new AdminApiError('Số tiền phải là số nguyên dương (đồng).');
        body = { [field]: Number(value) };
      } else {
        throw new AdminApiError('Trường phải là minBet, maxBet, maxRoundTotal, maxHouseExposure hoặc refuseBothSides.');
      }
      const answer = await api.request<GameConfigDto>('PUT', GAME_PATHS.adminConfig(game), body, stepUpFor(game));
      const c = answer.data;
      out(
        `${answer.message}: ${GAME_LABELS[c.gameType]} ${formatMoney(c.minBet)} – ${formatMoney(c.maxBet)}, mỗi phiên ${formatMoney(c.maxRoundTotal)}, ` +
          `rủi ro nhà cái mỗi phiên ${formatMoney(c.maxHouseExposure)}, chặn cược hai cửa: ${c.refuseBothSides ? 'bật' : 'tắt'}`,
      );
    },
  },
  {
    name: 'game-pause',
    usage: ['  game-pause <taixiu|xocdia>    tạm dừng để bảo trì: không mở phiên mới sau phiên đang chạy'],
    minArgs: 1,
    async run(api, args, out) {
      const game = gameOf(args[0]);
      const answer = await api.request<GameConfigDto>('POST', GAME_PATHS.adminPause(game), undefined, stepUpFor(game));
      out(`${answer.message}: ${GAME_LABELS[game]}, ${stateOf(answer.data)}`);
    },
  },
  {
    name: 'game-resume',
    usage: ['  game-resume <taixiu|xocdia>   mở lại trò chơi đang bảo trì'],
    minArgs: 1,
    async run(api, args, out) {
      const game = gameOf(args[0]);
      const answer = await api.request<GameConfigDto>('POST', GAME_PATHS.adminResume(game), undefined, stepUpFor(game));
      out(`${answer.message}: ${GAME_LABELS[game]}, ${stateOf(answer.data)}`);
    },
  },
];
