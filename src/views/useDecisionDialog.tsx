import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { DecisionInput } from '../domain/flow';
import type { DecisionFlowDialogProps } from './DecisionFlowDialog';

const DecisionFlowDialog = lazy(() => import('./DecisionFlowDialog'));

/**
 * A list's decisions, one at a time: `decide` opens the decision flow's dialog (a chunk of its own, loaded then) for
 * one item; `dialog` is that dialog, or nothing, to render beside the list.
 */
export function useDecisionDialog(id: string, actors: DecisionFlowDialogProps['actors'], onChanged: () => void): { decide: (input: DecisionInput) => void; dialog: ReactNode } {
  const [deciding, setDeciding] = useState<DecisionInput | null>(null);
  const dialog = deciding && (
    <Suspense fallback={null}>
      <DecisionFlowDialog id={id} key={JSON.stringify(deciding.request)} input={deciding} actors={actors} onChanged={onChanged} onClosed={() => setDeciding(null)} />
    </Suspense>
  );
  return { decide: setDeciding, dialog };
}
