import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { lazyPage } from '../../src/ui/lazyPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <h1>Halo {name}</h1>;
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};

async function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(node));
  return { container, unmount: () => act(async () => root.unmount()) };
}

describe('a page loaded when first opened', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says 'Memuat...' until its code has come, then shows the page with its props", async () => {
    const chunk = deferred<{ Greeting: typeof Greeting }>();
    const Page = lazyPage(() => chunk.promise, 'Greeting');
    const { container } = await mount(<Page name="Siti" />);
    expect(container.textContent).toBe('Memuat...');
    await act(async () => chunk.resolve({ Greeting }));
    expect(container.textContent).toBe('Halo Siti');
  });

  it('loads its code once, and shows it at once when opened again', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, 'Greeting');
    const first = await mount(<Page name="Budi" />);
    await first.unmount();
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Page name="Eko" />));
    expect(container.textContent).toBe('Halo Eko');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error screen when its code cannot be loaded, and asks for it again the next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ Greeting });
    const Page = lazyPage(load, 'Greeting');
    const failed = await mount(<ErrorBoundary><Page name="Siti" /></ErrorBoundary>);
    expect(failed.container.textContent).toContain('Terjadi kesalahan pada layar ini');
    const again = await mount(<ErrorBoundary><Page name="Siti" /></ErrorBoundary>);
    expect(again.container.textContent).toBe('Halo Siti');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
