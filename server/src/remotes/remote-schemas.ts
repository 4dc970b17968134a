import type {
  RemotePointerChangeDto,
  RemotePointerDto,
  RemoteRegistryDto,
  RemoteVersionDto,
  RemoteVersionStatsDto,
} from '@app/shared/contracts';
import { arrayOf, dto, integer, nullable, nullableString, recordOf, string } from '../http/schemas';

const stats = dto<RemoteVersionStatsDto>({ loads: integer, failures: integer, errors: integer, fallbacks: integer });

const version = dto<RemoteVersionDto>({
  remote: string,
  version: string,
  manifestUrl: string,
  builtAt: string,
  gitCommit: nullableString,
  contractsHash: string,
  shared: recordOf(string),
  exposes: arrayOf(string),
  incompatible: nullableString,
  stats,
});

const pointer = dto<RemotePointerDto>({
  remote: string,
  live: string,
  previous: nullableString,
  candidate: nullableString,
  canaryPercent: integer,
  changedAt: string,
  changedBy: nullableString,
});

const change = dto<RemotePointerChangeDto>({
  action: string,
  live: string,
  candidate: nullableString,
  canaryPercent: integer,
  at: string,
  by: nullableString,
});

export const remoteRegistrySchema = dto<RemoteRegistryDto>({
  remote: string,
  pointer: nullable(pointer),
  versions: arrayOf(version),
  history: arrayOf(change),
});
