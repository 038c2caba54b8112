import { AuthPanel } from '../../auth/components/auth-panel';
import { GuestHero } from './guest-hero';
import { HowToPlay } from './how-to-play';
import { MessageNotice } from './message-notice';
import './menu.css';

export function GuestMenu() {
  return (
    <div className="menu container">
      <MessageNotice />
      <GuestHero />
      <div className="menu__cards">
        <HowToPlay />
        <AuthPanel />
      </div>
    </div>
  );
}
