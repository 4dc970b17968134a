import type { FastifyPluginAsync } from 'fastify';

// What fastify-plugin does, without the dependency: a plugin marked "skip-override" shares its
// decorators and hooks with the whole app instead of an encapsulated child. The meta gives it a
// name in errors and lets Fastify check, at boot, that the plugins it needs were registered first.
export function definePlugin<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
  dependencies: string[] = [],
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  marked[Symbol.for('plugin-meta')] = { name, fastify: '5.x', dependencies };
  return plugin;
}
