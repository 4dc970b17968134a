import type { FastifyInstance } from 'fastify';
import { createInboxService } from './inbox-service';
import { listInboxRoute } from './routes/list-inbox';
import { markAllInboxReadRoute } from './routes/mark-all-inbox-read';
import { markInboxItemReadRoute } from './routes/mark-inbox-item-read';

// The player's inbox: its pages and read marks. The items themselves are written by the services
// whose changes they tell of (inbox-notice.ts). Paths are registered in full (/api/...).
export async function inboxFeature(app: FastifyInstance): Promise<void> {
  const inbox = createInboxService({ db: app.db, realtime: app.realtime });
  listInboxRoute(app, inbox);
  markInboxItemReadRoute(app, inbox);
  markAllInboxReadRoute(app, inbox);
}
