import { MemoryCache } from '../../../adapters/memory/memory-cache';
import type { GameCalendar } from '../../../application/gameplay/game-calendar';
import { PlaySwitches } from '../../../application/gameplay/play-switches';
import type { Clock } from '../../../application/ports/clock.port';
import { GetPublicSettings } from '../../../application/settings/get-public-settings.use-case';
import { InMemorySettingsRepository } from './in-memory-settings.repository';

/** The switches of a fresh installation (every one on) over in-memory settings, for hand-wired fixtures. */
export const openPlaySwitches = (calendar: GameCalendar, clock: Clock): PlaySwitches =>
  new PlaySwitches(calendar, new GetPublicSettings(new InMemorySettingsRepository(), new MemoryCache(clock)));
