import { useSyncExternalStore } from 'react';
import { type AuthState, authStore } from './authStore';

export function useAuth<T>(select: (state: AuthState) => T): T {
  return useSyncExternalStore(authStore.subscribe, () => select(authStore.get()));
}
