import type { FastifyInstance } from 'fastify';
import { definePlugin } from '../http/define-plugin';
import type { AppConfig } from './app-config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export const configPlugin = definePlugin<{ config: AppConfig }>('config', async (app: FastifyInstance, { config }) => {
  app.decorate('config', config);
});
