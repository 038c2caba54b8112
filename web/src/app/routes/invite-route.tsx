import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { rememberReferralCode } from '../../lib/referral-code';

/**
 * `/invite/:code`: keeps the referral code for registration and goes on to the main menu at a clean
 * address. Renders nothing itself: a menu here would start its loads only to be replaced at once.
 */
export function InviteRoute() {
  const { code } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    rememberReferralCode(code);
    void navigate('/', { replace: true });
  }, [code, navigate]);

  return null;
}
