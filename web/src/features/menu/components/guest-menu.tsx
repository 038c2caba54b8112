import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthPanel } from '../../auth/components/auth-panel';
import { ReferralBanner } from '../../auth/components/referral-banner';
import { isOpenAccountState, openAccountCard } from '../../auth/account-card';
import { storedReferralCode } from '../../../lib/referral-code';
import { GuestHero } from './guest-hero';
import { InstallCard } from '../../install/components/install-card';
import { HowToPlay } from './how-to-play';
import { MessageNotice } from './message-notice';
import { AdSlot } from '../../ads/components/ad-slot';
import './menu.css';

/**
 * The header's sign-in link arrives with router state: the account card opens on its tab. It waits a frame,
 * for the layout moves focus to the page's main region after a change of page; the state is then cleared,
 * so a reload or a step back does not jump to the card again.
 */
function useOpenAccountOnArrival() {
  const { pathname, search, hash, state, key } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isOpenAccountState(state)) return;
    const frame = window.requestAnimationFrame(() => {
      openAccountCard(state.openAccount);
      void navigate({ pathname, search, hash }, { replace: true, state: null, preventScrollReset: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, search, hash, state, key, navigate]);
}

export function GuestMenu() {
  useOpenAccountOnArrival();
  // An invited guest finds the invite first, then the registration, before the instructions.
  const invited = storedReferralCode() !== null;
  return (
    <div className="menu container">
      <ReferralBanner />
      <MessageNotice />
      <GuestHero />
      <div className="menu__cards">
        {invited ? <AuthPanel /> : <HowToPlay />}
        {invited ? <HowToPlay /> : <AuthPanel />}
        <InstallCard />
        <AdSlot user={null} />
      </div>
    </div>
  );
}
