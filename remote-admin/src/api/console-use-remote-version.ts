import { REMOTE_RELEASE_PATHS, type RemoteName, type RemoteRegistryDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

/** POST /admin/remotes/:remote/use {version}: make a published version live; step-up 'admin_settings' for STEP_UP_TARGETS.remote. */
export const consoleUseRemoteVersion = (remote: RemoteName, version: string, stepUpToken: string) =>
  consoleSend<RemoteRegistryDto>('post', REMOTE_RELEASE_PATHS.adminUse(remote), { version }, stepUpToken);
