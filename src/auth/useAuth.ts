import { useSyncExternalStore } from 'react';
import { type AuthState, authStore, SIGNED_OUT } from './authStore';

export function useAuth<T>(select: (state: AuthState) => T): T {
  return useSyncExternalStore(authStore.subscribe, () => select(authStore.get()), () => select(SIGNED_OUT));
}
