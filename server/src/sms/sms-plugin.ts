import type { FastifyInstance } from 'fastify';
import { definePlugin } from '../http/define-plugin';
import { createEsmsSms } from './esms-sms';
import { createFileSms } from './file-sms';
import { createLogSms } from './log-sms';
import type { SmsProvider } from './sms-provider';
import { createTestSms } from './test-sms';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

// The SMS driver the configuration names (SMS_PROVIDER, default 'log').
export const smsPlugin = definePlugin(
  'sms',
  async (app: FastifyInstance) => {
    const config = app.config.sms ?? { provider: 'log' as const };
    if (config.provider === 'esms') app.decorate('sms', createEsmsSms(config));
    else if (config.provider === 'test') app.decorate('sms', createTestSms());
    else if (config.provider === 'file') app.decorate('sms', createFileSms(config.path));
    else {
      if (app.config.env === 'production')
        app.log.warn('SMS_PROVIDER is log: password recovery codes are written to this log, not sent. Set SMS_PROVIDER=esms.');
      app.decorate('sms', createLogSms(app.log));
    }
  },
  ['config'],
);
