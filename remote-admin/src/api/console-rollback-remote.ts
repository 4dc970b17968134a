import { REMOTE_RELEASE_PATHS, type RemoteName, type RemoteRegistryDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/remotes/:remote/rollback: the version live before becomes live again; step-up for STEP_UP_TARGETS.remote. */
export const consoleRollbackRemote = (remote: RemoteName, stepUpToken: string) =>
  consoleSend<RemoteRegistryDto>('post', REMOTE_RELEASE_PATHS.adminRollback(remote), {}, stepUpToken);
