import type { ApiResult } from '../../contracts/api';
import { FEATURES } from '../../contracts/constants';
import { STATIC_PATHS } from '../../contracts/routes';
import { readSiteContent, type SiteContentDto } from '../../contracts/site-content';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import { ensureSuccess } from '../../http/read-answer';

export interface PublicConfig extends SiteContentDto {
  pwaEnabled: boolean;
  features: { taixiu: boolean; xocdia: boolean };
}

/**
 * GET /api/public-config (no session needed). Accepts {data: config} or the bare config; a
 * missing field falls back to nothing shown (no announcement, no support link) so the shell can
 * always render.
 */
export async function getPublicConfig(options?: RequestOptions): Promise<PublicConfig> {
  const body = ensureSuccess(
    await api.get(STATIC_PATHS.publicConfig, options).json<ApiResult<Partial<PublicConfig>> & Partial<PublicConfig>>(),
  );
  const raw = ((body.data as Partial<PublicConfig> | undefined) ?? body) as Partial<PublicConfig>;
  return {
    ...readSiteContent(raw),
    pwaEnabled: raw.pwaEnabled === true,
    features: { ...FEATURES, ...raw.features },
  };
}
