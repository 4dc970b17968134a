import type { FastifyInstance } from 'fastify';
import { addDays, API_BASE, AUDIT_PATHS, vietnamDayStartOf } from '@app/shared/contracts';
import type { AuditEntryDto } from '@app/shared/contracts';
import { ok } from '../../http/respond';
import { arrayOf, dto, integer, nullableInteger, nullableString, string, successSchema } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { AUDIT_LIMIT_DEFAULT, AuditQuery } from '../audit-inputs';
import { listAudit } from '../audit-store';

// A row's state as it was: any JSON object, written out whole.
const rowState = { type: ['object', 'null'], additionalProperties: true } as const;

const auditEntrySchema = dto<AuditEntryDto>({
  id: integer,
  actorId: nullableInteger,
  actorUsername: string,
  via: string,
  action: string,
  target: string,
  targetName: nullableString,
  before: rowState,
  after: rowState,
  createdAt: string,
});

// GET /api/admin/audit?limit&before&target&actor&action&from&to: operators' actions, newest first;
// `before` (an entry id) pages back, `target` ('user:42') narrows to one row's history, `actor` to one
// operator's (a username), `action` to one kind, `from`/`to` to days (Vietnam dates, both counted).
export function listAuditRoute(app: FastifyInstance): void {
  app.get(
    `${API_BASE}${AUDIT_PATHS.list}`,
    { schema: { response: { 200: successSchema(arrayOf(auditEntrySchema)) } } },
    async (request) => {
      const { limit, before, target, actor, action, from, to } = parseInput(AuditQuery, request.query);
      return ok(
        await listAudit(app.readDb, {
          limit: limit ?? AUDIT_LIMIT_DEFAULT,
          beforeId: before,
          target,
          actor: actor?.trim(),
          action,
          since: from ? vietnamDayStartOf(from) : undefined,
          until: to ? vietnamDayStartOf(addDays(to, 1)) : undefined,
        }),
      );
    },
  );
}
