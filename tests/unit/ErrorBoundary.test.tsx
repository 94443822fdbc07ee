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

  it('shows "Something went wrong!" and toggles the error with Show Error / Hide Error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<ErrorBoundary><Broken /></ErrorBoundary>));
    expect(container.textContent).toContain('Something went wrong!');
    expect(container.textContent).not.toContain('Tanggal tidak valid');

    const toggle = () => container.querySelector('button')!;
    expect(toggle().textContent).toBe('Show Error');
    await act(async () => toggle().click());
    expect(container.textContent).toContain('Tanggal tidak valid');
    expect(toggle().textContent).toBe('Hide Error');
    await act(async () => toggle().click());
    expect(container.textContent).not.toContain('Tanggal tidak valid');
    root.unmount();
  });
});
