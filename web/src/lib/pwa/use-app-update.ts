import { useSyncExternalStore } from 'react';
import { subscribeToUpdates, updateState } from './app-updates';

export const useAppUpdate = () => useSyncExternalStore(subscribeToUpdates, updateState, updateState);
