import { useTranslation } from 'react-i18next';
import { isFirstGame, usePerformanceChange } from '../../hooks/use-performance-change';
import './performance-index.css';

/**
 * The performance index after a registered player's real game (spec 2): the value now, the signed change
 * (green up, red down, and said in words) and the value before; a placeholder of the same size meanwhile.
 * After the first game there is nothing before it: the value now, and a word that the index starts here.
 */
export function PerformanceIndex({ userId, gameDate }: { userId: string; gameDate: string }) {
  const { t, i18n } = useTranslation();
  const change = usePerformanceChange(userId, gameDate);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  return (
    <section className="performance" aria-labelledby="performance-title" aria-busy={change === undefined}>
      <div className="performance__head">
        <h3 id="performance-title" className="performance__title">
          {t('social.performance.title')}
        </h3>
        <p className="performance__hint">{t('social.performance.hint')}</p>
      </div>
      {change === null ? (
        <p className="performance__unavailable">{t('social.performance.unavailable')}</p>
      ) : change !== undefined && isFirstGame(change) ? (
        <div className="performance__first">
          <dl className="performance__figures">
            <div className="performance__figure performance__figure--current">
              <dt>{t('social.performance.current')}</dt>
              <dd>{number.format(change.current)}</dd>
            </div>
          </dl>
          <p className="performance__first-note">{t('social.performance.firstGame')}</p>
        </div>
      ) : (
        <dl className="performance__figures">
          <div className="performance__figure performance__figure--current">
            <dt>{t('social.performance.current')}</dt>
            <dd>
              {change === undefined ? (
                <Pending label={t('social.performance.loading')} />
              ) : (
                number.format(change.current)
              )}
            </dd>
          </div>
          <div
            className={`performance__figure performance__figure--change${change ? ` performance__figure--${tone(change.change)}` : ''}`}
          >
            <dt>{t('social.performance.change')}</dt>
            <dd>
              {change === undefined ? (
                <Pending />
              ) : (
                <>
                  <span aria-hidden="true">{signed.format(change.change)}</span>
                  <span className="visually-hidden">
                    {tone(change.change) === 'same'
                      ? t('social.performance.same')
                      : t(`social.performance.${tone(change.change)}`, {
                          value: number.format(Math.abs(change.change)),
                        })}
                  </span>
                </>
              )}
            </dd>
          </div>
          <div className="performance__figure">
            <dt>{t('social.performance.previous')}</dt>
            <dd>{change === undefined ? <Pending /> : number.format(change.previous)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

const tone = (change: number): 'up' | 'down' | 'same' => (change > 0 ? 'up' : change < 0 ? 'down' : 'same');

function Pending({ label }: { label?: string }) {
  return (
    <span className="skeleton performance__pending">
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
