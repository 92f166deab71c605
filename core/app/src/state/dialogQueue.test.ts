import { describe, expect, it } from 'vitest';
import { dialogQueueState, dialogTurn, reset, wantDialog } from './dialogQueue.ts';

describe('dialog queue', () => {
  it('gives the turn by priority: terms, then the announcement, then the gift', () => {
    expect(dialogTurn(['gift', 'announcement', 'terms'], 0)).toBe('terms');
    expect(dialogTurn(['gift', 'announcement'], 0)).toBe('announcement');
    expect(dialogTurn(['gift'], 0)).toBe('gift');
    expect(dialogTurn([], 0)).toBeNull();
  });

  it('gives no queued dialog the turn while an alert or confirm is open', () => {
    expect(dialogTurn(['gift'], 1)).toBeNull();
  });

  it('registers each dialog once and withdraws it', () => {
    reset();
    wantDialog('gift', true);
    wantDialog('gift', true);
    wantDialog('announcement', true);
    expect(dialogQueueState.wanting).toEqual(['gift', 'announcement']);
    wantDialog('gift', false);
    expect(dialogQueueState.wanting).toEqual(['announcement']);
  });
});
