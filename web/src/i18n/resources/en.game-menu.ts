import type { fiGameMenu } from './fi.game-menu';
import type { Texts } from './types';

export const enGameMenu: Texts<typeof fiGameMenu> = {
  entry: {
    loading: 'Loading your game…',
    continue: 'Continue the game',
    elapsed: '{{time}} elapsed',
    mistakes_one: '{{count}} mistake',
    mistakes_other: '{{count}} mistakes',
    categories: '{{count}}/5 groups',
    switches_one: '{{count}} switch',
    switches_other: '{{count}} switches',
    forfeit: 'Forfeit',
    forfeitFailed: "Forfeiting didn't work. Please try again.",
    playToday: "Play today's puzzle",
    playedToday: 'Played today',
    finalScore: '{{score}} points',
    noGame: 'No game available today',
    showResult: 'See your result',
  },
};
