import type { Knex } from 'knex';
import * as systemSettings from './001-system-settings';
import * as accounts from './002-accounts';
import * as games from './003-games';
import * as standingsAndSocial from './004-standings-and-social';
import * as userSearch from './005-user-search';
import * as dayFiguresIndex from './006-day-figures-index';
import * as controlPanelGames from './007-control-panel-games';
import * as usersAndJobs from './008-users-and-jobs';
import * as statisticsIndexes from './009-statistics-indexes';
import * as messagesAndEmail from './010-messages-and-email';
import * as newsAndPolls from './011-news-and-polls';
import * as analytics from './012-analytics';
import * as firstPassword from './013-first-password';

/**
 * Every migration in order. Listed by hand rather than read from a folder so that the same list runs under
 * tsx, in a bundle and in tests, on PostgreSQL and PGlite alike.
 */
const migrations: Record<string, Knex.Migration> = {
  '001-system-settings': systemSettings,
  '002-accounts': accounts,
  '003-games': games,
  '004-standings-and-social': standingsAndSocial,
  '005-user-search': userSearch,
  '006-day-figures-index': dayFiguresIndex,
  '007-control-panel-games': controlPanelGames,
  '008-users-and-jobs': usersAndJobs,
  '009-statistics-indexes': statisticsIndexes,
  '010-messages-and-email': messagesAndEmail,
  '011-news-and-polls': newsAndPolls,
  '012-analytics': analytics,
  '013-first-password': firstPassword,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
