import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, CheckIcon } from '../../../components/ui/icons';
import { formatPoints } from '../model/game-numbers';
import { ClearIcon, HelpIcon, ShuffleIcon, SlidersIcon } from './game-icons';
import './instructions-picture.css';

const HOTSPOTS = [
  'topLeft',
  'topRight',
  'score',
  'categories',
  'matchedCategory',
  'wordCards',
  'controls',
] as const;
export type Hotspot = (typeof HOTSPOTS)[number];

/** The score in the picture: a game a little under way (the start is 10,000). */
const SAMPLE_SCORE = 9412;

interface PictureProps {
  chosen: Hotspot;
  onChoose: (hotspot: Hotspot) => void;
}

/** A small picture of the game screen whose parts are buttons: pressing one explains it below. */
export function InstructionsPicture({ chosen, onChoose }: PictureProps) {
  const { t, i18n } = useTranslation();
  // Written as the score panel writes it (9 412 in Finnish, 9,412 in English), so the picture matches.
  const sampleScore = formatPoints(SAMPLE_SCORE, i18n.language);
  const spot = (hotspot: Hotspot, className: string, content: React.ReactNode) => (
    <button
      type="button"
      className={`tour__spot ${className}`}
      aria-pressed={chosen === hotspot}
      onClick={() => onChoose(hotspot)}
    >
      {/* Named by what it shows, its number first, then what the part is: "1 Top left" (label in name). */}
      <span className="tour__marker">{HOTSPOTS.indexOf(hotspot) + 1}</span>
      <span className="visually-hidden"> {t(`game.instructions.hotspots.${hotspot}.label`)} </span>
      {content}
    </button>
  );
  return (
    <div className="tour" role="group" aria-label={t('game.instructions.picture')}>
      <div className="tour__bar">
        {spot('topLeft', 'tour__corner', <ArrowLeftIcon width={16} height={16} />)}
        <span className="tour__title" aria-hidden="true" />
        {spot(
          'topRight',
          'tour__corner',
          <>
            <HelpIcon width={16} height={16} />
            <SlidersIcon width={16} height={16} />
          </>,
        )}
      </div>
      <div className="tour__status">
        {spot('score', 'tour__score', <span className="tour__digits">{sampleScore}</span>)}
        {spot(
          'categories',
          'tour__pips',
          [1, 2, 3, 4, 5].map((n) => (
            <span key={n} className={`tour__pip${n === 1 ? ' category--tone-1' : ''}`} />
          )),
        )}
      </div>
      {spot('matchedCategory', 'tour__matched category--tone-1', <span className="tour__line" />)}
      {spot(
        'wordCards',
        'tour__cards',
        Array.from({ length: 9 }, (_, i) => (
          <span key={i} className={`tour__card${i === 4 ? ' tour__card--on' : ''}`} />
        )),
      )}
      {/* As on the board (game-controls): Submit first, filled, then Shuffle and Clear, outlined. */}
      {spot(
        'controls',
        'tour__controls',
        <>
          <span className="tour__control tour__control--submit">
            <CheckIcon width={10} height={10} />
          </span>
          <span className="tour__control">
            <ShuffleIcon width={10} height={10} />
          </span>
          <span className="tour__control">
            <ClearIcon width={10} height={10} />
          </span>
        </>,
      )}
    </div>
  );
}
