import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
  showDetails: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, showDetails: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  render() {
    const { error, showDetails } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="m-4 rounded-xl border border-tone-danger-bg bg-tone-danger-bg p-4 text-tone-danger-fg">
        <h1 className="text-lg font-semibold">Terjadi kesalahan pada layar ini</h1>
        <p className="mt-1 text-sm">Muat ulang halaman, atau kembali ke halaman awal. Data Anda tidak hilang.</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a href="/" className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold underline">
            Ke halaman awal
          </a>
          <button type="button" className="min-h-11 rounded-lg bg-[#b91c1c] px-3 text-white" onClick={() => this.setState({ showDetails: !showDetails })}>
            {showDetails ? 'Sembunyikan Rincian' : 'Tampilkan Rincian'}
          </button>
        </div>
        {showDetails && <pre className="mt-3 whitespace-pre-wrap break-words text-xs">{error.stack ?? error.message}</pre>}
      </div>
    );
  }
}
