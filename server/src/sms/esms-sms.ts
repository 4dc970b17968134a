import { randomUUID } from 'node:crypto';
import { SmsSendError, type SmsProvider } from './sms-provider';

export interface EsmsOptions {
  apiKey: string;
  secretKey: string;
  brandname: string;
  // Ends in '/': https://rest.esms.vn/MainService.svc/json/ in production.
  apiUrl: string;
  // How long a send may take before it is given up (ms).
  timeoutMs?: number;
  fetch?: typeof fetch;
}

// eSMS's code for a request it accepted; every other code is a refusal (101 wrong keys, 103 balance,
// 104 unknown brand name, 146 content outside the registered template, ...).
const ACCEPTED = '100';

interface EsmsAnswer {
  CodeResult?: string;
  SMSID?: string;
  ErrorMessage?: string;
}

// eSMS (esms.vn) brand-name customer-care SMS: SendMultipleMessage_V4_post_json with SmsType 2, the
// kind a one-time code goes out as, under the brand name registered with eSMS. The text is sent
// without diacritics (IsUnicode 0): a brand-name template is registered that way and costs a third
// of a Unicode message. Each send carries its own RequestId, so a retry by the gateway is not sent
// twice.
export function createEsmsSms(options: EsmsOptions): SmsProvider {
  const send = options.fetch ?? fetch;
  const url = `${options.apiUrl}SendMultipleMessage_V4_post_json/`;
  return {
    name: 'esms',
    async send({ to, text }) {
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            ApiKey: options.apiKey,
            SecretKey: options.secretKey,
            Brandname: options.brandname,
            SmsType: '2',
            Phone: to,
            Content: text,
            IsUnicode: '0',
            RequestId: randomUUID(),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsSendError(`eSMS unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new SmsSendError(`eSMS answered HTTP ${response.status}`);
      let answer: EsmsAnswer;
      try {
        answer = (await response.json()) as EsmsAnswer;
      } catch {
        throw new SmsSendError('eSMS answered something that is not JSON');
      }
      const code = answer.CodeResult == null ? null : String(answer.CodeResult);
      if (code !== ACCEPTED) {
        throw new SmsSendError(
          `eSMS refused the message: CodeResult ${code ?? 'missing'}${answer.ErrorMessage ? ` (${answer.ErrorMessage})` : ''}`,
          code,
        );
      }
    },
  };
}
