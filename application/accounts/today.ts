// The rule lives in domain/game/calendar.ts; this re-export only serves application/gameplay/game-calendar.ts
// until that file imports the domain directly, then it goes.
export { formatGameDateInZone } from '../../domain/game/calendar';
