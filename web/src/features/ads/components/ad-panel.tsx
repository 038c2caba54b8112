import { useAdsStatus } from '../hooks/use-ads-status';
import { PromotionsCard } from './promotions-card';
import { ProviderAd } from './provider-ad';
import './ads.css';

/**
 * The slot's content once its chunk has loaded: the provider's ad, or the game's own promotions when no
 * provider is configured (DESIGN 11), so the admin's switch always shows something.
 */
export default function AdPanel({ guest }: { guest: boolean }) {
  const status = useAdsStatus();
  if (status === null) return <div className="ad-slot__reserve" aria-hidden="true" />;
  if (!status.adsEnabled) return null;
  return status.provider === null ? (
    <PromotionsCard guest={guest} />
  ) : (
    <ProviderAd provider={status.provider} guest={guest} />
  );
}
