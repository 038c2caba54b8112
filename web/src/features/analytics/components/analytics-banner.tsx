import { useId, type MouseEvent } from 'react';
import { useInstance } from '../../../lib/instance-context';
import { useBannerText } from '../i18n/banner-texts';
import type { ConsentAnswer } from '../model/consent';
import './analytics-banner.css';

export interface AnalyticsBannerProps {
  onAnswer: (answer: ConsentAnswer) => void;
  /** Opens the notice in the app, without reloading the page. */
  onOpenPrivacy: () => void;
}

/** A plain click stays in the app; a new-tab click (modifier, middle button) is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The consent question: a landmark of its own (screen readers list it among the regions), placed last in
 * the page so it never takes the focus from the game, and sticky at the bottom so it covers nothing at the
 * end of a scroll. Declining is as easy as accepting: the same kind of button, side by side.
 */
export function AnalyticsBanner({ onAnswer, onOpenPrivacy }: AnalyticsBannerProps) {
  const text = useBannerText();
  const { basename } = useInstance();
  const titleId = useId();
  const bodyId = useId();
  return (
    <section className="consent-banner" aria-labelledby={titleId} aria-describedby={bodyId}>
      <div className="consent-banner__card">
        <div className="consent-banner__text">
          <h2 id={titleId} className="consent-banner__title">
            {text('title')}
          </h2>
          <p id={bodyId} className="consent-banner__body">
            {text('body')}{' '}
            <a
              href={`${basename}/gdpr`}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onOpenPrivacy();
              }}
            >
              {text('privacy')}
            </a>
          </p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="button button--secondary" onClick={() => onAnswer('denied')}>
            {text('decline')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onAnswer('granted')}>
            {text('accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
