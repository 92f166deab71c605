/**
 * Issue 16's remaining rules: a date of birth is required where the profile has the module, the responsible-gaming
 * information comes before the first bet under MT-MGA (recorded, and a bet before it refused), and a
 * self-exclusion can be revoked only after its irrevocable months, ending after a 24-hour cooling-off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, post } from '../money/ledger.ts';
import { playRound } from '../game/rounds.ts';
import {
  ADULT,
  solvedCaptcha,
  startHarness,
  MEMBER_PASSWORD,
  registeredMember,
  uniqueName,
  workspaceMerchants,
  type Harness,
} from '../test/harness.ts';
import { addMonths } from './rules.ts';

const HOUR = 3_600_000;
const key = () => crypto.randomUUID();

describe('issue 16 remainder', () => {
  let h: Harness;
  /** ph as an MT-MGA merchant (the test fixture pk's profile): information before the first bet, no DOB. */
  let mga: Harness;
  beforeAll(async () => {
    h = await startHarness();
    const merchants = (await workspaceMerchants()).map((m) =>
      m.code === 'ph'
        ? {
            ...m,
            manifest: {
              ...m.manifest,
              compliance: { ...m.manifest.compliance!, profile: 'MT-MGA' as const },
            },
          }
        : m,
    );
    mga = await h.variant({ merchants });
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(mga.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  const register = async (g: Harness, extra: Record<string, string> = {}, host = 'ph.localhost') =>
    g.call(
      'register',
      {
        username: uniqueName('q'),
        password: 'Passw0rd',
        confirmPassword: 'Passw0rd',
        ...(await solvedCaptcha(g, host)),
        ...extra,
      },
      { host },
    );

  it('refuses a registration without a date of birth where the profile requires one, naming the field', async () => {
    for (const host of ['ph.localhost', 'bd.localhost']) {
      const none = await register(h, {}, host);
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({
        code: 'INVALID_REQUEST',
        messageKey: 'protection.dob.required',
        value: { field: 'birthDate' },
      });
      expect(none.body.message).toContain('birthDate');
      // An empty one is no date at all (refused by the request schema, naming the field too).
      expect((await register(h, { birthDate: '' }, host)).body).toMatchObject({
        value: { field: 'birthDate' },
      });
      expect((await register(h, { ...ADULT }, host)).body.success).toBe(true);
    }
    // MT-MGA does not require the module: no date of birth is fine there.
    expect((await register(mga)).body.success).toBe(true);
  });

  async function mgaPlayer(balance: number) {
    const username = uniqueName('m');
    await mga.ok('register', {
      username,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(mga)),
    });
    const { token } = await mga.ok('login', { type: 'username', username, password: 'Passw0rd' });
    const [m] = await mga.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username]);
    const id = Number(m!.id);
    await mga.db.transaction((tx) =>
      post(tx, { memberId: id, kind: 'deposit', amountCents: balance * 100, at: mga.clock.now() }),
    );
    const { games } = await mga.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const launch = await mga.ok(
      'launchGame',
      { nodeId: games.find((g) => g.isGameH5 === 'H5')!.nodeId },
      { token },
    );
    const opened = await mga.gateway.request(`http://ph.localhost${launch.url}`);
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
    return { id, token, cookie, first: await opened.text() };
  }

  it('shows the responsible-gaming information before the first bet, records it once and refuses a bet before it', async () => {
    const { id, token, cookie, first } = await mgaPlayer(100);
    const form = (path: string, body: Record<string, string> = {}) =>
      mga.gateway.request(`http://ph.localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams(body).toString(),
      });
    const slot = async () =>
      (await mga.gateway.request('http://ph.localhost/wps/game/slot', { headers: { cookie } })).text();
    const rounds = async () =>
      Number(
        (
          await mga.db.query<{ n: string }>('SELECT count(*) AS n FROM game_rounds WHERE member_id = $1', [
            id,
          ])
        )[0]!.n,
      );
    // The first page is the information, with its acknowledge action and the helpline; the spin form is hidden.
    expect(first).toContain('Before your first bet');
    expect(first).toContain('action="/wps/game/info"');
    expect(first).toContain('href="https://www.pagcor.ph/"');
    expect(first).toMatch(
      /<form class="card" method="post" action="\/wps\/game\/round" data-replace hidden>/,
    );
    // A spin sent anyway plays nothing and moves no money.
    expect((await form('/wps/game/round', { stake: '1', key: key() })).headers.get('location')).toBe(
      '/wps/game/slot?stake=1',
    );
    expect(await rounds()).toBe(0);
    expect((await mga.ok('wallet', {}, { token })).sumBalance).toBe(100);
    // The gateway refuses a round before the acknowledgement whatever the page did.
    const [s] = await mga.db.query<{ node_id: string; merchant: string; created_at: number }>(
      'SELECT node_id, merchant, created_at FROM game_sessions WHERE member_id = $1',
      [id],
    );
    const session = {
      memberId: id,
      merchant: s!.merchant,
      nodeId: s!.node_id,
      language: 'EN',
      startedAt: Number(s!.created_at),
    };
    await expect(playRound(mga.gateway.deps, session, 100, key())).rejects.toMatchObject({
      code: 'INFO_REQUIRED',
    });
    expect(await rounds()).toBe(0);

    // Acknowledged: recorded once, the page no longer shows it, and play goes on.
    const before = mga.clock.now();
    expect((await form('/wps/game/info')).headers.get('location')).toBe('/wps/game/slot');
    await form('/wps/game/info');
    const acks = await mga.db.query<{ acknowledged_at: number }>(
      'SELECT acknowledged_at FROM protection_info_acks WHERE member_id = $1',
      [id],
    );
    expect(acks.map((a) => Number(a.acknowledged_at))).toEqual([before]);
    expect(await slot()).not.toContain('Before your first bet');
    expect((await form('/wps/game/round', { stake: '1', key: key() })).headers.get('location')).toMatch(
      /round=R/,
    );
    expect(await rounds()).toBe(1);
  });

  it('does not show the information where the profile does not require it', async () => {
    const { token } = await registeredMember(h, 'n');
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const launch = await h.ok(
      'launchGame',
      { nodeId: games.find((g) => g.isGameH5 === 'H5')!.nodeId },
      { token },
    );
    const html = await (await h.gateway.request(`http://ph.localhost${launch.url}`)).text();
    expect(html).not.toContain('Before your first bet');
  });

  async function excluded(kind: 'self' | 'timeout', length: number) {
    const { username, token } = await registeredMember(h, 'x');
    const x = await h.ok('protectionExclude', { kind, length }, { token });
    const clock = async (offsetMs: number) => h.sandbox('sandboxClock', { username, offsetMs });
    const login = async () =>
      h.call('login', { type: 'username', username, password: 'Passw0rd', ...(await solvedCaptcha(h)) });
    // The login's guard: after a wrong password the next attempt needs a captcha, so every request solves one.
    const revoke = async (password = 'Passw0rd') =>
      h.call('protectionRevoke', { username, password, ...(await solvedCaptcha(h)) });
    return { username, x, clock, login, revoke };
  }

  it('refuses to revoke a self-exclusion in its irrevocable months, then ends it 24 hours after the request', async () => {
    const { x, clock, login, revoke } = await excluded('self', 12);
    const taken = h.clock.now();
    const revocableFrom = addMonths(taken, 6);
    expect(x).toMatchObject({ until: addMonths(taken, 12), irrevocableUntil: revocableFrom });
    // The login refusal says from when it may be revoked.
    expect((await login()).body).toMatchObject({ code: 'EXCLUDED', value: { revocableFrom } });
    // A wrong password learns nothing.
    expect((await revoke('Wrong000')).body.code).toBe('LOGIN_FAILED');
    // A minute before the sixth month ends: refused, with the date.
    await clock(revocableFrom - taken - 60_000);
    const early = await revoke();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'IRREVOCABLE',
      messageKey: 'protection.error.irrevocable',
      value: { revocableFrom },
    });
    // After it: the request is recorded and the exclusion ends a day later, not at once.
    await clock(revocableFrom - taken + HOUR);
    const asked = h.clock.now() + revocableFrom - taken + HOUR;
    const ok = await revoke();
    expect(ok.body).toMatchObject({
      success: true,
      value: { until: asked + 24 * HOUR, revokeRequestedAt: asked },
    });
    // Asking again changes nothing.
    expect((await revoke()).body).toMatchObject({
      value: { until: asked + 24 * HOUR, revokeRequestedAt: asked },
    });
    expect((await login()).body).toMatchObject({
      code: 'EXCLUDED',
      value: { until: asked + 24 * HOUR, revokeRequestedAt: asked },
    });
    await clock(revocableFrom - taken + HOUR + 24 * HOUR - 1000);
    expect((await login()).body.code).toBe('EXCLUDED');
    await clock(revocableFrom - taken + HOUR + 24 * HOUR + 1000);
    expect((await login()).body.success).toBe(true);
  });

  it('never revokes a time-out', async () => {
    const { x, clock, login, revoke } = await excluded('timeout', 7);
    expect((await login()).body.value).not.toHaveProperty('revocableFrom');
    await clock(3 * 24 * HOUR);
    const r = await revoke();
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'IRREVOCABLE',
      messageKey: 'protection.error.timeout_final',
      value: { until: x.until },
    });
    expect((await login()).body).toMatchObject({ code: 'EXCLUDED', value: { until: x.until } });
  });

  it('has nothing to revoke for an account that is not excluded', async () => {
    const { username } = await registeredMember(h, 'y');
    expect((await h.call('protectionRevoke', { username, password: MEMBER_PASSWORD })).status).toBe(404);
  });
});
