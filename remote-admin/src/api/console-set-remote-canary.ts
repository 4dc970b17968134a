import { REMOTE_RELEASE_PATHS, type RemoteName, type RemoteRegistryDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/**
 * POST /admin/remotes/:remote/canary {version, percent}: a candidate for a share of players (version
 * null, or 0 %, ends it); step-up for STEP_UP_TARGETS.remote. `percent` goes as typed when it is not a
 * whole number, for the server to say what is wrong with it.
 */
export const consoleSetRemoteCanary = (remote: RemoteName, version: string | null, percent: number | string, stepUpToken: string) =>
  consoleSend<RemoteRegistryDto>('post', REMOTE_RELEASE_PATHS.adminCanary(remote), { version, percent }, stepUpToken);
