import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SampleGames } from '../application/games/seed-sample-games.use-case';
import type { Language } from '../domain/language/language';

const CONTENT_DIR = new URL('../content/sample-games/', import.meta.url);

/** The original sample puzzles of a language (content/sample-games/<language>.json). */
export async function loadSampleGames(language: Language): Promise<SampleGames> {
  const text = await readFile(fileURLToPath(new URL(`${language}.json`, CONTENT_DIR)), 'utf8');
  return JSON.parse(text) as SampleGames;
}
