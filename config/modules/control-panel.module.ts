import { ContainerModule } from 'inversify';
import { AuditTrail } from '../../application/audit/audit-trail';
import { BankCategoryViews } from '../../application/category-bank/bank-category-view';
import { CategoryBankUseCases } from '../../application/category-bank/category-bank-use-cases';
import { ImportBankCategories } from '../../application/category-bank/import-bank-categories.use-case';
import { ListBankCategories } from '../../application/category-bank/list-bank-categories.use-case';
import { SaveBankCategory } from '../../application/category-bank/save-bank-category.use-case';
import { DeleteGame } from '../../application/games/delete-game.use-case';
import { ManagedGameViews } from '../../application/games/game-lookup';
import { GameSchedule } from '../../application/games/game-schedule.use-case';
import { ManageGamesUseCases } from '../../application/games/manage-games-use-cases';
import { PublishGame } from '../../application/games/publish-game.use-case';
import { ReorderGames } from '../../application/games/reorder-games.use-case';
import { SaveGame } from '../../application/games/save-game.use-case';
import { AUDIT_LOG } from '../../application/ports/audit-log.port';
import { CATEGORY_BANK_REPOSITORY } from '../../application/ports/category-bank.repository';
import { MANAGED_GAME_REPOSITORY } from '../../application/ports/managed-game.repository';
import { SettingsChanges } from '../../application/settings/settings-changes';
import { UpdateBranding } from '../../application/settings/update-branding.use-case';
import { UpdateSystemSettings } from '../../application/settings/update-system-settings.use-case';
import { MarkSuggestionsUsed } from '../../application/suggestions/mark-suggestions-used';
import { ModerateSuggestions } from '../../application/suggestions/moderate-suggestions.use-case';
import { PostgresAuditLog } from '../../adapters/postgres/postgres-audit-log';
import { PostgresCategoryBankRepository } from '../../adapters/postgres/postgres-category-bank.repository';
import { PostgresManagedGameRepository } from '../../adapters/postgres/postgres-managed-game.repository';
import { bindSelf } from './bind-self';

/** The control panel's server side: games, the categories bank, suggestion review, settings, the audit. */
export function controlPanelModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AUDIT_LOG).to(PostgresAuditLog);
    bind(MANAGED_GAME_REPOSITORY).to(PostgresManagedGameRepository);
    bind(CATEGORY_BANK_REPOSITORY).to(PostgresCategoryBankRepository);
    bindSelf(bind, [
      AuditTrail,
      ManagedGameViews,
      GameSchedule,
      SaveGame,
      PublishGame,
      DeleteGame,
      ReorderGames,
      ManageGamesUseCases,
      BankCategoryViews,
      ListBankCategories,
      SaveBankCategory,
      ImportBankCategories,
      CategoryBankUseCases,
      MarkSuggestionsUsed,
      ModerateSuggestions,
      SettingsChanges,
      UpdateSystemSettings,
      // Stores the logo through the upload pipeline bound by the news module.
      UpdateBranding,
    ]);
  });
}
