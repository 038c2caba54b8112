import type { ControlPanelMessages } from './types';
import { gamesEn } from '../games/i18n/en';

export const cpEn: ControlPanelMessages = {
  nav: {
    label: 'Control panel sections',
    subLabel: '{{tab}}: views',
  },
  tabs: {
    games: 'Games',
    categories: 'Categories',
    users: 'Users',
    statistics: 'Statistics',
    scores: 'Scores',
    messages: 'Messages',
    news: 'News',
    email: 'E-mail',
    management: 'Management',
    audit: 'Audit log',
  },
  subtabs: {
    bank: 'Category bank',
    suggestions: 'Suggestions',
    list: 'User list',
    'reset-requests': 'Password requests',
    'system-settings': 'System settings',
    branding: 'Branding',
    overview: 'Overview',
    'daily-players': 'Players',
    reviews: 'Reviews',
    puzzles: 'Puzzles',
    analytics: 'Analytics',
  },
  later: {
    badge: 'Coming soon',
    title: 'This section comes in a later update',
    toGames: 'Go to games',
    about: {
      games: 'The daily games and their publishing.',
      categories: 'The category bank and players’ suggestions.',
      users: 'Soon you can search users here, change roles, reset passwords and handle password requests.',
      statistics:
        'Soon you can see active players, daily player counts, reviews and the most common guesses here.',
      scores: 'Soon you can correct single scores and recalculate the scoreboards here.',
      messages: 'Soon you can write the message of the day that players see on the menu here.',
      news: 'Soon you can publish news and polls for players here.',
      email: 'Soon you can send e-mail to selected players or to everyone here.',
      management:
        'Soon you can open and close registration, guest play and the daily game here, and change the logo and text.',
      audit: 'Every change made in the control panel: who, when, what, before and after.',
    },
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    status: 'Page {{page}} of {{pages}}',
  },
  games: gamesEn,
};
