import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SWITCH_PENALTY, WRONG_ATTEMPT_PENALTY } from '../../../../../domain/constants/scoring.constants';
import { deriveGamePageResult } from '../../../../../domain/scoring/game-status';
import { errorText } from '../../../lib/error-text';
import { formatPoints } from '../model/game-numbers';
import type { Tone } from './use-announcer';
import type { GameFeedback } from './use-game';

/** Every answer of the server in words, with the tone of its toast (player spec 2 and 8). */
export function useFeedbackText(announce: (text: string, tone: Tone) => void) {
  const { t, i18n } = useTranslation();
  const number = useCallback((value: number) => formatPoints(value, i18n.language), [i18n]);

  return useCallback(
    (feedback: GameFeedback) => {
      switch (feedback.type) {
        case 'correct':
          return announce(
            t('game.feedback.correct', {
              name: feedback.category.name,
              words: feedback.category.words.join(', '),
            }),
            'success',
          );
        case 'wrong':
        case 'oneAway':
          // One away has a toast of its own colour, like its badge by the board; the words say it too.
          return announce(
            t(`game.feedback.${feedback.type}`, { cost: number(WRONG_ATTEMPT_PENALTY) }),
            feedback.type === 'oneAway' ? 'near' : 'error',
          );
        case 'alreadyTried':
          return announce(t('game.feedback.alreadyTried'), 'info');
        case 'switched':
          return announce(t('game.feedback.switched', { ...feedback, cost: number(SWITCH_PENALTY) }), 'info');
        case 'switchRefused':
        case 'invalidSelection':
          return announce(t(`game.feedback.${feedback.type}`), 'error');
        case 'failed':
          return announce(errorText(t, feedback.error), 'error');
        case 'over': {
          const outcome = deriveGamePageResult(feedback.result);
          return announce(
            t(`game.feedback.${outcome}`, { score: number(feedback.result.score) }),
            outcome === 'won' ? 'success' : 'info',
          );
        }
      }
    },
    [announce, number, t],
  );
}
