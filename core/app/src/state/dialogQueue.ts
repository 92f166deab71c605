/**
 * One dialog at a time on arrival: the dialogs a page opens by itself (not on a tap) wait their turn here, by
 * priority: the terms notice, then the announcement popup, then the gift. Each registers while it wants to show;
 * the first wanting one in priority order has the turn. An alert or confirm (state/ui.ts dialogs) takes precedence
 * over all of them: while one is open, none of the queued dialogs has the turn (the terms notice, drawn from the
 * first paint, stays but the alert is drawn above it).
 */
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { registerStore } from './kit/registry.ts';
import { uiState } from './ui.ts';

/** The queued dialogs, highest priority first. */
export const QUEUED_DIALOGS = ['terms', 'announcement', 'gift'] as const;

export type QueuedDialog = (typeof QUEUED_DIALOGS)[number];

export const dialogQueueState = proxy({ wanting: [] as QueuedDialog[] });

/** Says whether a queued dialog wants to show now (idempotent). */
export function wantDialog(key: QueuedDialog, wants: boolean): void {
  const has = dialogQueueState.wanting.includes(key);
  if (wants && !has) dialogQueueState.wanting.push(key);
  else if (!wants && has) dialogQueueState.wanting.splice(dialogQueueState.wanting.indexOf(key), 1);
}

/**
 * The queued dialog whose turn it is, or null: none wants to show, or an alert or confirm is open.
 * @param wanting the dialogs that want to show
 * @param alerts how many alerts and confirms are open
 */
export function dialogTurn(wanting: readonly QueuedDialog[], alerts: number): QueuedDialog | null {
  if (alerts > 0) return null;
  return QUEUED_DIALOGS.find((k) => wanting.includes(k)) ?? null;
}

/**
 * Registers a dialog with the queue while `wants` and tells whether it may show now. Unmounting withdraws it.
 * @example const show = useDialogTurn('gift', giftWanted);
 */
export function useDialogTurn(key: QueuedDialog, wants: boolean): boolean {
  useEffect(() => {
    wantDialog(key, wants);
    return () => wantDialog(key, false);
  }, [key, wants]);
  const { wanting } = useSnapshot(dialogQueueState);
  const alerts = useSnapshot(uiState).dialogs.length;
  return wants && dialogTurn(wanting, alerts) === key;
}

/** Back to a first visit: nothing queued. */
export function reset(): void {
  dialogQueueState.wanting = [];
}

registerStore({ name: 'dialogQueue', reset, states: [dialogQueueState] });
