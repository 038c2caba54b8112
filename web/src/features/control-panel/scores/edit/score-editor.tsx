import { useScoresText } from '../i18n/texts';
import { PlayerGames } from './player-games';
import { PlayerSearch } from './player-search';
import { usePlayerChoice } from './use-player-choice';

/** "Edit a score": find the player, pick one of their recent games, correct it, see their new standing. */
export function ScoreEditor() {
  const { t } = useScoresText();
  const { playerId, choose } = usePlayerChoice();
  return (
    <section className="card card--stack cp-scores__card" aria-labelledby="cp-edit-title">
      <div>
        <h2 id="cp-edit-title" className="card__title">
          {t('edit.title')}
        </h2>
        <p className="cp-scores__intro">{t('edit.intro')}</p>
      </div>
      {playerId === null ? (
        <PlayerSearch onChoose={(user) => choose(user.id)} />
      ) : (
        <PlayerGames playerId={playerId} onChangePlayer={() => choose(null)} />
      )}
    </section>
  );
}
