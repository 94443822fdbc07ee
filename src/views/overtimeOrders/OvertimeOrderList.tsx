import { useDecisionDialog } from '../useDecisionDialog';
import { overtimeOrderDecisionActors } from '../../attendance/overtimeOrder.actors';
import type { OvertimeOrder } from '../../contract/overtimeOrders';
import { OVERTIME_ORDER_STATUS_LABELS, type OvertimeOrderChoice, overtimeOrderDecisionInput } from '../../domain/overtimeOrders';
import { longDate } from '../../format/indonesian';
import { EmptyState } from '../../ui/EmptyState';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';

const TONES = { asked: 'pending', ordered: 'pending', agreed: 'ok', declined: 'danger', rejected: 'danger' } as const satisfies Record<OvertimeOrder['status'], Tone>;

/**
 * Overtime orders and requests, each with what can be done about it: the employee agrees to or declines an order for
 * them; a supervisor approves or rejects a request of their staff (`role`).
 */
export function OvertimeOrderList({ orders, role, onChanged }: { orders: OvertimeOrder[]; role: 'employee' | 'supervisor'; onChanged: () => void }) {
  const { decide: setDeciding, dialog: decidingDialog } = useDecisionDialog('overtime-order-decision', overtimeOrderDecisionActors, onChanged);
  const actionsFor = (order: OvertimeOrder): OvertimeOrderChoice['action'][] =>
    role === 'employee' ? (order.status === 'ordered' ? ['agree', 'decline'] : []) : order.status === 'asked' ? ['approve', 'reject'] : [];
  const subject = (order: OvertimeOrder) => `${role === 'supervisor' ? `${order.name}: ` : ''}${longDate(order.date)}, ${order.start_time}–${order.end_time}`;
  if (orders.length === 0) return <EmptyState icon="i-tabler-clock-plus">Belum ada perintah lembur.</EmptyState>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.id} className="card" data-testid="overtime-order">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                {role === 'supervisor' && <p className="font-semibold text-ink">{order.name}</p>}
                <p className={role === 'supervisor' ? 'text-sm text-ink' : 'font-semibold text-ink'}>
                  {longDate(order.date)}, {order.start_time}–{order.end_time}
                </p>
              </div>
              <StatusBadge label={OVERTIME_ORDER_STATUS_LABELS[order.status]} tone={TONES[order.status]} />
            </div>
            <p className="mt-2 text-sm text-ink">Tugas: {order.task}</p>
            {order.ordered_by && <p className="text-sm text-ink-muted">Perintah dari {order.ordered_by}</p>}
            {order.note && <p className="mt-2 rounded-control bg-canvas p-2 text-sm text-ink">Catatan: {order.note}</p>}
            {actionsFor(order).length > 0 && (
              <div className="mt-3 grid grid-cols-2 gap-2">
                {actionsFor(order).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={action === 'agree' || action === 'approve' ? 'btn-primary' : 'btn-secondary'}
                    onClick={() => setDeciding(overtimeOrderDecisionInput({ id: order.id, action }, subject(order)))}
                  >
                    {action === 'agree' || action === 'approve' ? 'Setujui' : 'Tolak'}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {decidingDialog}
    </>
  );
}
