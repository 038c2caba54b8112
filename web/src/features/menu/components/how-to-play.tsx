import { useTranslation } from 'react-i18next';

const STEPS = ['pick', 'switch', 'finish'] as const;

export function HowToPlay() {
  const { t } = useTranslation();
  return (
    <section className="card menu-card" aria-labelledby="how-to-play-title">
      <h2 id="how-to-play-title" className="menu-card__title">
        {t('menu.stepsTitle')}
      </h2>
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step} className={`steps__item steps__item--${index + 1}`}>
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`menu.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
