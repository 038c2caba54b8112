import type { AdsStatus } from '../../../../../contracts/system.codec';
import { isCancelled } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { useRemote } from '../../../lib/use-remote';
import { adsStatusFrom, FAIL_OPEN_ADS_STATUS } from '../model/ads-status';

/** GET /ads/status, public (no identity sent); null while it is on its way. A failure is only logged. */
export function useAdsStatus(): AdsStatus | null {
  const { client } = useApi();
  const { remote } = useRemote(['ads', 'status'], async (signal) => {
    try {
      return adsStatusFrom(await client.get<unknown>('/ads/status', { auth: 'none', signal }));
    } catch (error) {
      if (isCancelled(error)) throw error;
      client.logger.warn('Ads status unavailable; ads stay on', error);
      return FAIL_OPEN_ADS_STATUS;
    }
  });
  return remote.kind === 'ready' ? remote.value : null;
}
