/**
 * Reward center (/m/rewardCenter), VIP club (/m/vip) and promotions (/m/activity): what the gateway lists, the
 * member's own progress, and the claims. A claim sends one idempotency key per intended claim (a double tap joins
 * the claim in flight, a retry after a lost answer reuses the key); every claim re-reads the balance so the header,
 * side menu and member center agree.
 */
import type { Announcement, ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as contentApi from '../api/content.ts';
import { isApiError } from '../api/errors.ts';
import * as rewardsApi from '../api/rewards.ts';
import { i18nState } from '../i18n/i18n.ts';
import { IntentKey } from '../money/amount.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { refreshWallet } from './wallet.ts';
import { registerStore } from './kit/registry.ts';

export type Reward = ValueOf<'rewards'>['list'][number];
export type Referral = ValueOf<'rewards'>['referrals'][number];
export type VipLevel = ValueOf<'vipLevels'>['list'][number];
export type Activity = ValueOf<'activities'>['list'][number];
export type ActivityEntry = ValueOf<'activityEntries'>['list'][number];
export type VipStatus = ValueOf<'vipStatus'>;

const INITIAL = {
  rewards: [] as Reward[],
  referrals: [] as Referral[],
  rewardsLoad: 'idle' as LoadStatus,
  levels: [] as VipLevel[],
  levelsLoad: 'idle' as LoadStatus,
  vip: null as VipStatus | null,
  activities: [] as Activity[],
  entries: [] as ActivityEntry[],
  activitiesLoad: 'idle' as LoadStatus,
  /** The promotion notices the announcement answer carries (type PR), shown above the promotions. */
  promoNotices: [] as Announcement[],
  /** Ids of rewards or activities with a claim or join in flight. */
  busy: [] as string[],
};

export const rewardsState = proxy(structuredClone(INITIAL));

function mayHaveArrived(err: unknown): boolean {
  return !isApiError(err) || err.status === 0 || err.status >= 500;
}

/** Loads the member's rewards (the gateway grants due ones first). */
export async function loadRewards(): Promise<void> {
  rewardsState.rewardsLoad = 'loading';
  try {
    const v = await rewardsApi.rewards();
    rewardsState.rewards = v.list;
    rewardsState.referrals = v.referrals;
    rewardsState.rewardsLoad = 'ready';
  } catch {
    rewardsState.rewardsLoad = 'error';
  }
}

/** VIP levels (anyone) and, for a real member, their own level. */
export async function loadVip(member: boolean): Promise<void> {
  rewardsState.levelsLoad = 'loading';
  try {
    const [levels, vip] = await Promise.all([
      contentApi.vipLevels(),
      member ? rewardsApi.vipStatus().catch(() => null) : Promise.resolve(null),
    ]);
    rewardsState.levels = levels.list;
    rewardsState.vip = vip;
    rewardsState.levelsLoad = 'ready';
  } catch {
    rewardsState.levelsLoad = 'error';
  }
}

/** Just the member's VIP level (member center). */
export async function loadVipStatus(): Promise<void> {
  try {
    rewardsState.vip = await rewardsApi.vipStatus();
  } catch {
    /* the level is left out; the rest of the member center still works */
  }
}

/** Promotions, with the member's own entries when logged in as a real member. */
export async function loadActivities(member: boolean): Promise<void> {
  rewardsState.activitiesLoad = 'loading';
  // The promotion notices are extra: when their call fails the promotions still show, with the notices last shown.
  void contentApi.announcements({ types: 'PR', platform: 'M', language: i18nState.lang }).then(
    (v) => (rewardsState.promoNotices = v.promotions),
    () => undefined,
  );
  try {
    const [list, entries] = await Promise.all([
      contentApi.activities(),
      member ? rewardsApi.activityEntries() : Promise.resolve({ list: [] }),
    ]);
    rewardsState.activities = list.list;
    rewardsState.entries = entries.list;
    rewardsState.activitiesLoad = 'ready';
  } catch {
    rewardsState.activitiesLoad = 'error';
  }
}

const intents = new Map<string, IntentKey>();
const inflight = new Map<string, Promise<ValueOf<'claimReward'>>>();

/** Runs one money-moving claim under its own idempotency key; a second tap joins the first. */
function claim(
  id: string,
  send: (key: string) => Promise<ValueOf<'claimReward'>>,
): Promise<ValueOf<'claimReward'>> {
  const running = inflight.get(id);
  if (running) return running;
  let intent = intents.get(id);
  if (!intent) intents.set(id, (intent = new IntentKey()));
  const key = intent.for(id);
  rewardsState.busy = [...rewardsState.busy, id];
  const p = send(key)
    .then((v) => {
      intent.done();
      return v;
    })
    .catch((err: unknown) => {
      if (!mayHaveArrived(err)) intent.done();
      throw err;
    })
    .finally(() => {
      inflight.delete(id);
      rewardsState.busy = rewardsState.busy.filter((b) => b !== id);
      void refreshWallet();
    });
  inflight.set(id, p);
  return p;
}

/** Claims a reward of the reward center, then re-reads the list. */
export async function claimReward(id: number): Promise<ValueOf<'claimReward'>> {
  try {
    return await claim(`reward:${id}`, (idempotencyKey) => rewardsApi.claimReward({ id, idempotencyKey }));
  } finally {
    void loadRewards();
  }
}

/** Claims a promotion (label claim), then re-reads the entries. */
export async function claimActivity(activityId: number): Promise<ValueOf<'claimReward'>> {
  try {
    return await claim(`activity:${activityId}`, (idempotencyKey) =>
      rewardsApi.claimActivity({ activityId, idempotencyKey }),
    );
  } finally {
    void loadActivities(true);
  }
}

/** Joins (or signs in to) a promotion with an optional remark of at most 140 characters. */
export async function joinActivity(activityId: number, comment: string): Promise<void> {
  const id = `activity:${activityId}`;
  if (rewardsState.busy.includes(id)) return;
  rewardsState.busy = [...rewardsState.busy, id];
  try {
    const text = comment.trim();
    const e = await rewardsApi.joinActivity({ activityId, ...(text ? { comment: text } : {}) });
    rewardsState.entries = [...rewardsState.entries.filter((x) => x.activityId !== activityId), e];
  } finally {
    rewardsState.busy = rewardsState.busy.filter((b) => b !== id);
  }
}

/** Back to a first visit. */
export function reset(): void {
  intents.clear();
  inflight.clear();
  Object.assign(rewardsState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'rewards', reset, states: [rewardsState], perSession: true });
