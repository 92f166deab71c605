/** The team screen's agent KPI: loading, the period asked, an older period's answer dropped, failure. */
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ agentKpi: vi.fn() }));
vi.mock('../api/agent.ts', async (orig) => ({ ...(await orig()), agentKpi: api.agentKpi }));
const { agentState, loadKpi, reset } = await import('./agent.ts');

const kpi = (teamSize: number) => ({
  teamSize,
  directSize: 1,
  newMembers: 1,
  activeMembers: 0,
  depositors: 0,
  firstDepositors: 0,
});
const answer = (period: string, teamSize: number) => ({
  range: { period, startTime: 0, endTime: 1 },
  kpi: kpi(teamSize),
});

afterEach(() => {
  reset();
  api.agentKpi.mockReset();
});

describe('agent KPI', () => {
  it('loads today by default, then the period asked', async () => {
    api.agentKpi.mockResolvedValueOnce(answer('today', 3)).mockResolvedValueOnce(answer('month', 7));
    const first = loadKpi();
    expect(agentState.kpi.load).toBe('loading');
    await first;
    expect(api.agentKpi).toHaveBeenLastCalledWith({ period: 'today' });
    expect(agentState.kpi).toEqual({ period: 'today', value: kpi(3), load: 'ready' });
    await loadKpi('month');
    expect(api.agentKpi).toHaveBeenLastCalledWith({ period: 'month' });
    expect(agentState.kpi).toEqual({ period: 'month', value: kpi(7), load: 'ready' });
  });

  it('drops the answer of an older period and shows a failure', async () => {
    let slow!: (v: unknown) => void;
    api.agentKpi
      .mockReturnValueOnce(new Promise((r) => (slow = r)))
      .mockResolvedValueOnce(answer('month', 9));
    const older = loadKpi('today');
    await loadKpi('month');
    slow(answer('today', 1));
    await older;
    expect(agentState.kpi).toMatchObject({ period: 'month', value: kpi(9) });
    api.agentKpi.mockRejectedValueOnce(new Error('offline'));
    await loadKpi();
    expect(agentState.kpi.load).toBe('error');
  });
});
