import { ADMIN_PATHS, type OperatorQueuesDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/queues: the pending withdrawals and unmatched transfers, counted. */
export const getQueues = () => adminGet<OperatorQueuesDto>(ADMIN_PATHS.queues);
