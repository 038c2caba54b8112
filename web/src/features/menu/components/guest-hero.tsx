import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { CalendarIcon, PlayIcon } from '../../../components/ui/icons';
import { GridIllustration } from './grid-illustration';

export function GuestHero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="eyebrow hero__kicker">{t('menu.kicker')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('menu.heading')}
        </h1>
        <p className="hero__pitch">{t('menu.pitch')}</p>
        <div className="hero__actions">
          <ButtonLink to="/game" large>
            <PlayIcon />
            {t('menu.play')}
          </ButtonLink>
          <ButtonLink to="/previous" variant="secondary" large>
            <CalendarIcon />
            {t('menu.previous')}
          </ButtonLink>
        </div>
      </div>
      <GridIllustration />
    </section>
  );
}
