import { REMOTE_RELEASE_PATHS, type RemoteRegistryDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/remotes: each remote's pointer, its versions (with what pages reported of them) and its last changes. */
export const consoleGetRemotes = () => consoleGet<RemoteRegistryDto[]>(REMOTE_RELEASE_PATHS.adminList);
