import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/brand/logo-mark';
import { Page } from '../../../components/page/page';
import { Placeholder } from '../../../components/page/placeholder';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import './game-page.css';

/** `/game`: the board (full screen, no site footer). */
export function GamePage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="game-bar container">
        <Link to="/" className="icon-button" aria-label={t('common.backToMenu')}>
          <ArrowLeftIcon />
        </Link>
        <span className="game-bar__brand">
          <LogoMark size={26} />
          {t('app.productName')}
        </span>
        <span className="game-bar__spacer" />
      </div>
      <Page title={t('game.title')}>
        <Placeholder>{t('game.placeholder')}</Placeholder>
      </Page>
    </>
  );
}
