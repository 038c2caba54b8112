import type { fiMenuPlayer } from './fi.menu-player';
import type { Texts } from './types';

export const enMenuPlayer: Texts<typeof fiMenuPlayer> = {
  challenges: 'Challenges',
  scoreboard: 'Scoreboard',
  controlPanel: 'Control panel',
  welcomeNew: 'Welcome, {{username}}!',
  welcomeBack: 'Welcome back, {{username}}!',
  firstGame: 'Your first grid is waiting. Good luck!',
  played_one: "You've played {{count}} game, most recently on {{date}}.",
  played_other: "You've played {{count}} games, most recently on {{date}}.",
  playedNoDate_one: "You've played {{count}} game.",
  playedNoDate_other: "You've played {{count}} games.",
  stats: {
    title: 'Your stats',
    games: 'Games',
    winRate: 'Win rate',
    avgScore: 'Average score',
    points: 'Total points',
    pointsHint: 'every score you have made, added up',
  },
};
