import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineCopies } from '../../src/offline/copyStore';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const copies = vi.hoisted(() => ({ resolve: (_: unknown) => {} }));
vi.mock('../../src/offline/copyStore', () => ({
  loadCopies: () => new Promise<OfflineCopies>((resolve) => (copies.resolve = resolve as (value: unknown) => void)),
  saveCopy: () => {},
  clearCopies: async () => {},
}));
vi.mock('../../src/app/registerPushDevice', () => ({ refreshPushOnStart: () => () => {} }));

describe('SignedInRoutes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "Memuat..." as a status, not an empty page, until the offline copies and the page are read, then the screen', async () => {
    history.replaceState(null, '', '/ubah-password');
    const { default: SignedInRoutes } = await import('../../src/app/SignedInRoutes');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<SignedInRoutes />));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Memuat...');
    expect(container.querySelector('h1')).toBeNull();

    await act(async () => copies.resolve({}));
    // The page's own code is a chunk of its own, loaded once the copies are read.
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Ubah Password'));
    expect(container.textContent).not.toContain('Memuat...');
    act(() => root.unmount());
  });
});
