import { useSyncExternalStore } from 'react';
import { type SessionState, sessionStore } from './session-store.ts';

/** The session and selection, re-rendering on change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}
