import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('Tanggal tidak valid');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  // Issue 51: no English on screen; the spec's 'Something went wrong!' / Show Error / Hide Error in Indonesian.
  it('says something went wrong, offers the way home, and toggles the error with Tampilkan / Sembunyikan Rincian', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<ErrorBoundary><Broken /></ErrorBoundary>));
    expect(container.textContent).toContain('Terjadi kesalahan pada layar ini');
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/');
    expect(container.textContent).not.toContain('Tanggal tidak valid');

    const toggle = () => container.querySelector('button')!;
    expect(toggle().textContent).toBe('Tampilkan Rincian');
    await act(async () => toggle().click());
    expect(container.textContent).toContain('Tanggal tidak valid');
    expect(toggle().textContent).toBe('Sembunyikan Rincian');
    await act(async () => toggle().click());
    expect(container.textContent).not.toContain('Tanggal tidak valid');
    root.unmount();
  });
});
