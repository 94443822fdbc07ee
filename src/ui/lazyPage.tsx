import { type ComponentProps, type ComponentType, createElement, useEffect, useState } from 'react';
import { Loading } from './Loading';

/**
 * A page whose code is loaded when it is first opened (a chunk of its own). Not React's `lazy`: a Suspense boundary
 * holds its fallback at least 300 ms once shown, while a page from the app-shell worker's cache is there in a few.
 * 'Memuat...' shows while it loads; a chunk that fails to load goes to the error boundary and is asked again next time.
 */
export function lazyPage<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return function LazyPage(props: ComponentProps<C>) {
    const [, setReady] = useState(loaded !== undefined);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (!loaded) loadOnce().then(() => setReady(true), (error: unknown) => setFailure({ error }));
    }, []);
    if (failure) throw failure.error;
    return loaded ? createElement(loaded, props) : <Loading />;
  };
}
