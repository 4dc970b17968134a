import type { SmsMessage, SmsProvider } from './sms-provider';

// Tests (SMS_PROVIDER=test): every message is kept in memory, newest last, for the test to read.
export interface TestSms extends SmsProvider {
  readonly sent: SmsMessage[];
  // The last 6-digit code sent to `to`, or null.
  lastCodeTo(to: string): string | null;
  // Makes the next sends fail, as a gateway that refuses would.
  failNext(count?: number): void;
}

export function createTestSms(): TestSms {
  const sent: SmsMessage[] = [];
  let failures = 0;
  return {
    name: 'test',
    sent,
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('test SMS refused');
      }
      sent.push({ ...message });
    },
    lastCodeTo(to) {
      for (let i = sent.length - 1; i >= 0; i -= 1) {
        const code = sent[i].to === to ? /\b(\d{6})\b/.exec(sent[i].text)?.[1] : undefined;
        if (code) return code;
      }
      return null;
    },
    failNext(count = 1) {
      failures += count;
    },
  };
}

export const isTestSms = (provider: SmsProvider): provider is TestSms => provider.name === 'test';
