import { AuthPanel } from '../../auth/components/auth-panel';
import { GuestHero } from './guest-hero';
import { HowToPlay } from './how-to-play';
import './menu.css';

export function GuestMenu() {
  return (
    <div className="menu container">
      <GuestHero />
      <div className="menu__cards">
        <HowToPlay />
        <AuthPanel />
      </div>
    </div>
  );
}
