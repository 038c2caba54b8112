import { useEffect, useRef, useState } from 'react';
import type { AdProviderView } from '../../../../../contracts/system.codec';
import { browserAdScripts, requestAd } from '../browser/ad-script';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useAdsText } from '../i18n/texts';
import { adScriptAddress, loadAdScript } from '../model/ad-loader';
import { chooseAdSize } from '../model/ad-size';
import { AdBlockedNotice } from './ad-blocked-notice';

type Phase = 'waiting' | 'loaded' | 'blocked';

/**
 * The provider's ad, AdSense style: an `<ins>` of the chosen size, filled by the provider's script once the
 * slot comes near the screen. The box keeps its size from the start, so nothing moves when the ad arrives.
 */
export function ProviderAd({ provider, guest }: { provider: AdProviderView; guest: boolean }) {
  const t = useAdsText();
  const [size] = useState(() => chooseAdSize(window.innerWidth, Math.random()));
  const slot = useRef<HTMLElement>(null);
  const ins = useRef<HTMLModElement>(null);
  const requested = useRef(false);
  const near = useNearViewport(slot, size !== null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const address = adScriptAddress(provider);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    void loadAdScript(address, browserAdScripts, controller.signal).then((outcome) => {
      if (outcome !== 'cancelled') setPhase(outcome);
    });
    return () => controller.abort();
  }, [near, address]);

  useEffect(() => {
    // Once per slot: the provider refuses a second request for an `<ins>` it already filled.
    if (phase !== 'loaded' || ins.current === null || requested.current) return;
    requested.current = true;
    requestAd();
  }, [phase]);

  // A window narrower than the smallest ad: no box at all rather than a cut-off one.
  if (size === null) return null;
  return (
    <aside ref={slot} className="card menu-card ad-card" aria-label={t('label')}>
      <p className="ad-card__label" aria-hidden="true">
        {t('label')}
      </p>
      {phase === 'blocked' ? (
        <AdBlockedNotice guest={guest} />
      ) : (
        <div className="ad-card__frame" style={{ width: size.width, height: size.height }}>
          <ins
            ref={ins}
            className="adsbygoogle"
            data-ad-client={provider.client}
            data-ad-slot={provider.slot}
            style={{ display: 'inline-block', width: size.width, height: size.height }}
          />
        </div>
      )}
    </aside>
  );
}
