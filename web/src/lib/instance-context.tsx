import { createContext, useContext, type ReactNode } from 'react';
import type { Instance } from './instance';

const InstanceContext = createContext<Instance | null>(null);

export function InstanceProvider({ instance, children }: { instance: Instance; children: ReactNode }) {
  return <InstanceContext value={instance}>{children}</InstanceContext>;
}

/** The instance detected at start-up (slug, language, basename, API base). */
export function useInstance(): Instance {
  const instance = useContext(InstanceContext);
  if (instance === null) throw new Error('useInstance must be used inside <InstanceProvider>');
  return instance;
}
