import { ADMIN_PATHS } from '@app/shared';
import { type OperatorQueuesDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/queues: the pending withdrawals and unmatched transfers, counted. */
export const consoleGetQueues = () => consoleGet<OperatorQueuesDto>(ADMIN_PATHS.queues);
