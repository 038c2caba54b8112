import { inject, injectable } from 'inversify';
import { DeleteGame } from './delete-game.use-case';
import { GameSchedule } from './game-schedule.use-case';
import { ImportGames } from './import-games.use-case';
import { PublishGame } from './publish-game.use-case';
import { ReorderGames } from './reorder-games.use-case';
import { SaveGame } from './save-game.use-case';

/** Everything the /manage/games router calls, resolved together from the instance's container. */
@injectable()
export class ManageGamesUseCases {
  constructor(
    @inject(GameSchedule) readonly schedule: GameSchedule,
    @inject(SaveGame) readonly save: SaveGame,
    @inject(PublishGame) readonly publishing: PublishGame,
    @inject(DeleteGame) readonly remove: DeleteGame,
    @inject(ReorderGames) readonly reorder: ReorderGames,
    @inject(ImportGames) readonly importGames: ImportGames,
  ) {}
}
