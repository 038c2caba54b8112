import { lazy, Suspense, useState } from 'react';
import type { UserView } from '../../../../../contracts/auth.codec';
import { shouldShowAds } from '../../../../../domain/ads/ad-free';
import { usePublicSettings } from '../../auth/hooks/use-public-settings';
import { withLaterTexts } from '../../../i18n/language-texts';
import './ad-slot.css';

// Everything past the ad-free check is its own chunk: players who see no ads never download it, and the
// menu's first download carries only this file.
const AdPanel = lazy(() => withLaterTexts(import('./ad-panel')));

const adFreeUntilMs = (adFreeUntil: string | null | undefined): number | null => {
  const until = adFreeUntil ? Date.parse(adFreeUntil) : Number.NaN;
  return Number.isFinite(until) ? until : null;
};

/** The main menu's ad slot (admin spec 4): an ad, or the game's own promotions, unless the player is ad-free. */
export function AdSlot({ user }: { user: UserView | null }) {
  const { settings, loaded } = usePublicSettings();
  const [openedAt] = useState(() => Date.now());
  // Guests are never ad-free. Until the switches arrive nothing is shown, so a slot never flashes away.
  const show =
    loaded &&
    shouldShowAds({
      adsEnabled: settings.adsEnabled,
      isPermanentlyAdFree: user?.isPermanentlyAdFree ?? false,
      adFreeUntilMs: adFreeUntilMs(user?.adFreeUntil),
      nowMs: openedAt,
    });
  if (!show) return null;
  return (
    <div className="ad-slot">
      <Suspense fallback={<div className="ad-slot__reserve" aria-hidden="true" />}>
        <AdPanel guest={user === null} />
      </Suspense>
    </div>
  );
}
