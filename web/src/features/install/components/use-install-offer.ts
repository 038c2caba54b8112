import { useSyncExternalStore } from 'react';
import { installOffer, subscribeToInstallOffer } from '../model/install-prompt';

const NOTHING = { kind: 'none' } as const;

export const useInstallOffer = () =>
  useSyncExternalStore(subscribeToInstallOffer, installOffer, () => NOTHING);
