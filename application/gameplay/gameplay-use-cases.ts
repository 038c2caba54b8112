import { inject, injectable } from 'inversify';
import { DayStatistics } from '../day-statistics/day-statistics.use-case';
import { GetActiveSession } from './active-session.use-case';
import { Attempts } from './attempts.use-case';
import { CategoryMatch } from './category-match.use-case';
import { CheckSelection } from './check-selection.use-case';
import { GetDailyGame } from './daily-game.use-case';
import { EndGame } from './end-game.use-case';
import { ListGameDays } from './game-days.use-case';
import { GamePreferencesService } from './game-preferences.use-case';
import { GameSessions } from './game-sessions.use-case';
import { GetMessageOfTheDay } from './message-of-the-day.use-case';
import { GetPlayedStatus } from './played-status.use-case';
import { SubmitReview } from './submit-review.use-case';
import { SwitchWord } from './switch-word.use-case';

/** Everything the game routers call, in one injectable so the composition hands routers one object. */
@injectable()
export class GameplayUseCases {
  constructor(
    @inject(GetDailyGame) readonly daily: GetDailyGame,
    @inject(GameSessions) readonly sessions: GameSessions,
    @inject(GetActiveSession) readonly activeSession: GetActiveSession,
    @inject(CheckSelection) readonly checkSelection: CheckSelection,
    @inject(SwitchWord) readonly switchWord: SwitchWord,
    @inject(EndGame) readonly endGame: EndGame,
    @inject(GetPlayedStatus) readonly played: GetPlayedStatus,
    @inject(ListGameDays) readonly days: ListGameDays,
    @inject(Attempts) readonly attempts: Attempts,
    @inject(CategoryMatch) readonly categoryMatch: CategoryMatch,
    @inject(GamePreferencesService) readonly preferences: GamePreferencesService,
    @inject(SubmitReview) readonly review: SubmitReview,
    @inject(GetMessageOfTheDay) readonly message: GetMessageOfTheDay,
    @inject(DayStatistics) readonly dayStatistics: DayStatistics,
  ) {}
}
