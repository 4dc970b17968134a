import type { ApiResult } from '../../contracts/api';
import { FEATURES, SUPPORT_LINKS_DEFAULT } from '../../contracts/constants';
import { STATIC_PATHS } from '../../contracts/routes';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { ensureSuccess } from '../../http/read-answer';

export interface PublicConfig {
  supportChannelUrl: string;
  supportAccountUrl: string;
  pwaEnabled: boolean;
  features: { taixiu: boolean; xocdia: boolean };
}

/**
 * GET /api/public-config (no session needed). Accepts {data: config} or the bare config; a
 * missing field falls back to the contract defaults so the shell can always render.
 */
export async function getPublicConfig(options?: RequestOptions): Promise<PublicConfig> {
  const body = ensureSuccess(
    await api.get(STATIC_PATHS.publicConfig, options).json<ApiResult<Partial<PublicConfig>> & Partial<PublicConfig>>(),
  );
  const raw = ((body.data as Partial<PublicConfig> | undefined) ?? body) as Partial<PublicConfig>;
  return {
    supportChannelUrl: typeof raw.supportChannelUrl === 'string' ? raw.supportChannelUrl : SUPPORT_LINKS_DEFAULT.channel,
    supportAccountUrl: typeof raw.supportAccountUrl === 'string' ? raw.supportAccountUrl : SUPPORT_LINKS_DEFAULT.support,
    pwaEnabled: raw.pwaEnabled === true,
    features: { ...FEATURES, ...raw.features },
  };
}
