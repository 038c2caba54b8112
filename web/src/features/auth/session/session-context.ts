import { createContext } from 'react';
import type { SessionActions } from './session-actions';
import type { SessionState } from './session-state';

export type Session = SessionState & SessionActions;

export const SessionContext = createContext<Session | null>(null);
