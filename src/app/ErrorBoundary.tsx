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
        <h1 className="text-lg font-semibold">Something went wrong!</h1>
        <button
          type="button"
          className="mt-3 rounded-lg bg-[#b91c1c] px-3 py-1.5 text-white"
          onClick={() => this.setState({ showDetails: !showDetails })}
        >
          {showDetails ? 'Hide Error' : 'Show Error'}
        </button>
        {showDetails && <pre className="mt-3 whitespace-pre-wrap break-words text-xs">{error.stack ?? error.message}</pre>}
      </div>
    );
  }
}
