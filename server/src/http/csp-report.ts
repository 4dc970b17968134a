import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_REPORT_PATH } from './content-security-policy';
import { DIRECTION_CONTROLS, LINE_SEPARATORS } from './text-controls';

// Where browsers report what the page policy refused (report-uri): a script injected into the page,
// a remote moved without its URL setting, a library that started injecting styles. Anyone can post
// here, so the body is small and bounded, the address is rate limited, each report is logged as one
// short line of the few fields that say what happened, and the answer is 204 whatever was sent.

export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
const MAX_REPORTS_PER_BODY = 10;
const MAX_FIELD_LENGTH = 200;

// report-uri posts application/csp-report; the Reporting API (report-to) posts application/reports+json.
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source?: string;
  line?: number;
  sample?: string;
}

export async function cspReportRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: nothing else in the API accepts these types. A body that is not JSON is
  // treated as no report at all, not as a client error worth an answer.
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });

  const scale = app.config.rateLimitScale;
  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      config: {
        rateLimit: {
          max: Math.max(1, Math.round(60 * scale)),
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `csp-report:${normalizeIP(request.ip ?? 'unknown')}`,
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        for (const violation of readViolations(request.body)) request.log.warn({ csp: violation }, 'content security policy violation');
      } catch (error) {
        request.log.warn({ err: error }, 'unreadable content security policy report');
      }
      return reply.code(204).send();
    },
  );
}

// Both report formats, reduced to the fields an operator acts on.
export function readViolations(body: unknown): CspViolation[] {
  const entries = Array.isArray(body) ? body : [body];
  const violations: CspViolation[] = [];
  for (const entry of entries.slice(0, MAX_REPORTS_PER_BODY)) {
    if (!isObject(entry)) continue;
    if (isObject(entry['csp-report'])) {
      const r = entry['csp-report'];
      violations.push(
        compact({
          directive: r['effective-directive'] ?? r['violated-directive'],
          blocked: r['blocked-uri'],
          page: r['document-uri'],
          source: r['source-file'],
          line: r['line-number'],
          sample: r['script-sample'],
        }),
      );
    } else if (entry.type === 'csp-violation' && isObject(entry.body)) {
      const r = entry.body;
      violations.push(
        compact({
          directive: r.effectiveDirective,
          blocked: r.blockedURL,
          page: r.documentURL ?? entry.url,
          source: r.sourceFile,
          line: r.lineNumber,
          sample: r.sample,
        }),
      );
    }
  }
  return violations;
}

function compact(raw: Record<string, unknown>): CspViolation {
  const violation: CspViolation = {
    directive: text(raw.directive),
    blocked: withoutQuery(text(raw.blocked)),
    page: withoutQuery(text(raw.page)),
  };
  const source = withoutQuery(text(raw.source));
  if (source) violation.source = source;
  if (typeof raw.line === 'number' && Number.isFinite(raw.line)) violation.line = raw.line;
  const sample = text(raw.sample);
  if (sample) violation.sample = sample;
  return violation;
}

// Anyone can post a report, so what it says reaches the log as plain characters: controls (C0, DEL,
// C1) and the line separators become spaces, the direction controls and the byte order mark go
// (text-controls.ts), and a log viewer shows each field as stored, on its line.
const text = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
        .replace(LINE_SEPARATORS, ' ')
        .replace(DIRECTION_CONTROLS, '')
        .slice(0, MAX_FIELD_LENGTH)
    : '';

// Query strings and fragments may carry a token or a player's data: the path says enough.
const withoutQuery = (value: string) => value.replace(/[?#].*$/, '');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
