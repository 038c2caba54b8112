import type { fiGame } from './fi.game';
import type { Texts } from './types';
import { enGameOver } from './en.game-over';

export const enGame: Texts<typeof fiGame> = {
  title: "Today's puzzle",
  heading: 'Word Groups #{{number}}',
  demo: 'Demo',
  loading: 'Loading the game…',
  loadFailed: "The game couldn't be loaded.",
  switchedOff: {
    DAILY_DISABLED: {
      title: 'Today’s game is taking a break',
      body: 'The daily game has been switched off for now. Earlier days can still be played.',
    },
    GUEST_PLAY_DISABLED: {
      title: 'Today’s game is for signed-in players',
      body: 'Log in or create a free account to play today’s game.',
    },
    GUEST_PREVIOUS_DAYS_DISABLED: {
      title: 'Earlier days are for signed-in players',
      body: 'Log in or create a free account to play earlier days.',
    },
    signIn: 'Log in or register',
  },
  noGame: {
    title: 'No game for this day',
    body: "There's no game published for this day. You can play earlier days' games any time.",
  },
  ready: {
    title: 'Ready?',
    body: 'The words appear and the clock starts when you begin. You start with 10,000 points and lose one every second.',
    start: 'Start the game',
  },
  bar: {
    help: 'How to play',
    settings: 'Game settings',
  },
  score: {
    region: 'Score',
    label: 'Points',
    time: 'Time',
    mistakes: 'Mistakes',
    switches: 'Switches',
    progress: '{{count}} of 5 groups found',
  },
  board: {
    label: 'Word grid',
    row: 'Row {{row}}',
    selected: '{{count}} of 3 selected',
    full: 'You can select up to three words.',
  },
  switch: {
    // A switch button's name starts with what it shows ({{shown}}: the cost, or "Sure?" when armed).
    label: '{{shown}} points: switch a word in row {{row}}',
    confirm: '{{shown}} Confirm switching a word in row {{row}}, costs {{cost}} points',
    cost: '−{{cost}}',
    confirmShort: 'Sure?',
    armed: 'Press again to switch a word in row {{row}}. It costs {{cost}} points.',
  },
  controls: {
    label: 'Actions',
    shuffle: 'Shuffle',
    shuffled: 'Words shuffled.',
    clear: 'Clear',
    cleared: 'Selection cleared.',
    submit: 'Submit',
    forfeit: 'Forfeit',
  },
  solved: {
    label: 'Groups found',
    switched: 'Switched word',
  },
  feedback: {
    correct: 'Correct! {{name}}: {{words}}.',
    wrong: 'Not a group. −{{cost}} points.',
    oneAway: 'One away! −{{cost}} points.',
    // The board's badge for a wrong guess (the toast above says the whole answer).
    badge: {
      oneAway: 'One away!',
      miss: 'Not a group',
    },
    alreadyTried: "You've already tried this combination – no charge this time.",
    switched: '“{{oldWord}}” was switched for “{{newWord}}”. −{{cost}} points.',
    switchRefused: 'No word in this row can be switched any more.',
    invalidSelection: "That selection wasn't accepted. The grid has been refreshed.",
    won: 'You won! Your score: {{score}}.',
    lost: 'Out of points – the game is over.',
    forfeit: 'You forfeited the game.',
  },
  settings: {
    title: 'Game settings',
    position: 'Board position',
    positionHint: 'Choose where on the screen the board sits.',
    top: 'Top',
    center: 'Centre',
    bottom: 'Bottom',
    instructions: 'Show instructions',
    saveFailed: "The setting couldn't be saved to your account. It still applies on this device.",
  },
  forfeit: {
    title: 'Forfeit the game?',
    confirm: 'Are you sure you want to forfeit the game? The score will be reset to 0.',
    yes: 'Forfeit the game',
    cancel: 'Keep playing',
  },
  instructions: {
    title: 'How to play',
    intro:
      'Find five groups of three words before your points run out. Tap the parts of the picture to see what they do.',
    picture: 'Picture of the game screen',
    dontShow: "Don't show the instructions when a game starts",
    start: "Got it, let's play!",
    clockRunning: 'The clock is running: your points keep dropping while you read this.',
    hotspots: {
      topLeft: {
        label: 'Top left',
        text: 'The arrow takes you back to the menu. Your game is saved and you can continue later, but the clock keeps running.',
      },
      topRight: {
        label: 'Top right',
        text: 'The question mark opens these instructions; the cog holds the board position and the forfeit button.',
      },
      score: {
        label: 'Score',
        // The figures come in the page's number format: {{start}} 10,000, {{wrongCost}} 500, {{switchCost}} 1,000.
        text: 'You start with {{start}} points and lose one every second. A wrong guess costs {{wrongCost}} and switching a word costs {{switchCost}}.',
      },
      categories: {
        label: 'Groups',
        text: 'Five markers show how many groups you have found. Every word belongs to exactly one group.',
      },
      matchedCategory: {
        label: 'Found group',
        text: 'A group you get right moves above the grid, showing its name, words, colour and its own symbol.',
      },
      wordCards: {
        label: 'Word cards',
        text: 'Pick three words that have something in common. The switch button at the end of a row swaps one of its words for a new one, for {{switchCost}} points.',
      },
      controls: {
        label: 'Buttons',
        text: 'Submit sends your three words. Shuffle rearranges the words for free, and Clear removes your selection.',
      },
    },
  },
  ...enGameOver,
  previous: {
    intro: "Play the games you missed or see how past days' puzzles were solved.",
    today: 'Today',
    won: 'Won · {{score}} pts',
    lost: 'Out of points',
    forfeited: 'Forfeited',
    inProgress: 'In progress',
    notPlayed: 'Not played',
    number: '#{{number}}',
    empty: 'No games have been published yet.',
    showMore: 'Show earlier days',
    moreFailed: "The earlier days couldn't be loaded. Please try again.",
    loadFailed: "The days couldn't be loaded.",
    dayTitle: 'Previous day',
    backToList: 'All previous days',
    unplayedBody: "You haven't played this day yet. The clock starts only when you begin.",
    playingBody: 'You have started this game: its clock is running.',
    play: 'Play this day',
    continue: 'Continue the game',
    openGame: 'Open the game view',
  },
};
