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
      <div role="alert" className="m-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <h1 className="text-lg font-semibold">Something went wrong!</h1>
        <button
          type="button"
          className="mt-3 rounded-lg bg-red-600 px-3 py-1.5 text-white"
          onClick={() => this.setState({ showDetails: !showDetails })}
        >
          {showDetails ? 'Hide Error' : 'Show Error'}
        </button>
        {showDetails && <pre className="mt-3 whitespace-pre-wrap break-words text-xs">{error.stack ?? error.message}</pre>}
      </div>
    );
  }
}
