import { ADMIN_PATHS, type OperatorQueuesDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/queues: the pending withdrawals and unmatched transfers, counted. */
export const consoleGetQueues = () => consoleGet<OperatorQueuesDto>(ADMIN_PATHS.queues);
