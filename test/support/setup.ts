// Loaded before every suite: decorators need the metadata polyfill before any class is declared.
import 'reflect-metadata';
import { stopTestContainers } from './infrastructure';

export const mochaHooks = {
  async afterAll() {
    await stopTestContainers();
  },
};
