import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ contractRequests: vi.fn() }));
vi.mock('../api/system.ts', () => api);
const { askContracts, reset } = await import('./agentPrompt.ts');
const { reset: resetUi, uiState } = await import('./ui.ts');

const pending = (daily: boolean, dividend: boolean, hourly: boolean) =>
  api.contractRequests.mockResolvedValue({
    dailysalreqtype: daily,
    divtypecompperiodreq: dividend,
    contracthoursalreq: hourly,
  });

/** Answers the open confirm dialog with Cancel or Go once it shows. */
async function choose(action: 'cancel' | 'confirm') {
  await vi.waitFor(() => expect(uiState.dialogs).toHaveLength(1));
  uiState.dialogs[0]!.resolve(action);
}

describe('contract prompts', () => {
  beforeEach(() => {
    api.contractRequests.mockReset();
    reset();
    resetUi();
  });

  it('asks about each pending contract with Cancel and Go; Go opens the matching contract screen', async () => {
    pending(true, false, true);
    const asked = askContracts('t1', 1);
    await vi.waitFor(() => expect(uiState.dialogs[0]?.message).toEqual({ id: 'agent.prompt.daily' }));
    expect(uiState.dialogs[0]!.actions.map((a) => a.label)).toEqual([
      { id: 'action.cancel' },
      { id: 'agent.prompt.go' },
    ]);
    await choose('cancel');
    await vi.waitFor(() => expect(uiState.dialogs[0]?.message).toEqual({ id: 'agent.prompt.hourly' }));
    await choose('confirm');
    expect(await asked).toBe('hourContract');
  });

  it('asks once per session, and never types 4, 40, 41 or 42', async () => {
    pending(false, true, false);
    const first = askContracts('t2', 0);
    await choose('cancel');
    expect(await first).toBeNull();
    expect(await askContracts('t2', 0)).toBeNull();
    expect(api.contractRequests).toHaveBeenCalledOnce();
    for (const type of [4, 40, 41, 42]) expect(await askContracts(`t-${type}`, type)).toBeNull();
    expect(api.contractRequests).toHaveBeenCalledOnce();
    const next = askContracts('t3', 2);
    await choose('confirm');
    expect(await next).toBe('dividendContract');
  });

  it('asks nothing when nothing is pending, and again later when the call failed', async () => {
    pending(false, false, false);
    expect(await askContracts('t4', 1)).toBeNull();
    expect(uiState.dialogs).toHaveLength(0);
    api.contractRequests.mockRejectedValueOnce(new Error('offline'));
    expect(await askContracts('t5', 1)).toBeNull();
    pending(true, false, false);
    const retry = askContracts('t5', 1);
    await choose('confirm');
    expect(await retry).toBe('salaryContract');
  });
});
