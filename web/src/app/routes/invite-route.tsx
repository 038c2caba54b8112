import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MainMenuPage } from '../../features/menu/components/main-menu-page';
import { rememberReferralCode } from '../../lib/referral-code';

/** `/invite/:code`: the main menu; keeps the referral code for registration, then cleans the URL. */
export function InviteRoute() {
  const { code } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    rememberReferralCode(code);
    void navigate('/', { replace: true });
  }, [code, navigate]);

  return <MainMenuPage />;
}
