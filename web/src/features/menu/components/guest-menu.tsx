import { AuthPanel } from '../../auth/components/auth-panel';
import { storedReferralCode } from '../../../lib/referral-code';
import { GuestHero } from './guest-hero';
import { HowToPlay } from './how-to-play';
import { MessageNotice } from './message-notice';
import { AdSlot } from '../../ads/components/ad-slot';
import './menu.css';

export function GuestMenu() {
  // An invited guest finds the registration (with the invite banner) first, not below the instructions.
  const invited = storedReferralCode() !== null;
  return (
    <div className="menu container">
      <MessageNotice />
      <GuestHero />
      <div className="menu__cards">
        {invited ? <AuthPanel /> : <HowToPlay />}
        {invited ? <HowToPlay /> : <AuthPanel />}
        <AdSlot user={null} />
      </div>
    </div>
  );
}
