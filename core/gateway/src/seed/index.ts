import type { Deps } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { roundToCents, wireAmount } from '../money/cents.ts';
import { seedAccounts } from './accounts.ts';
import { CATEGORY_ORDER, VENDORS, catalogueOf } from './catalog.ts';
import { BANNER_GROUPS } from './bannerCopy.ts';
import { bannerCopy, bannerName, imageUrl, promoName } from './icons.ts';
import { ACTIVITIES, ANNOUNCEMENTS, VIP, fillText } from './texts.ts';
import { languageTag, type Language } from '@wl/manifest/languages';
import { formatAmount, formatGrouped, moneyFormat } from '@wl/manifest/money';

/** Bump when generated content changes: merchants seeded with an older version are re-seeded (accounts are kept). */
export const SEED_VERSION = 6;

const DAY = 86_400_000;
const HOSTS = ['Bella', 'Mika', 'Luna', 'Aria', 'Kaye', 'Nadia', 'Rina', 'Sofia', 'Tala', 'Priya'];

/**
 * The seed version of one merchant: SEED_VERSION, and with the operator's content files (content/<lang>.json) a
 * number that changes with them too, so an edited file is served after the next start.
 */
export function seedVersionOf(m: GatewayMerchant): number {
  if (!m.content || !Object.keys(m.content).length) return SEED_VERSION;
  let h = 2166136261;
  for (const c of JSON.stringify(m.content)) h = Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0;
  return SEED_VERSION * 100_000 + (h % 100_000);
}

/** Seeds every merchant that is not seeded at the current version. Safe to call on every start. */
export async function seedAll(deps: Deps): Promise<void> {
  for (const m of deps.merchants.all) {
    const rows = await deps.db.query<{ version: number }>('SELECT version FROM seeds WHERE merchant = $1', [
      m.code,
    ]);
    if (Number(rows[0]?.version) !== seedVersionOf(m))
      await deps.db.transaction((tx) => seedContent(deps, tx, m));
    await seedAccounts(deps, m);
  }
}

/** Bulk insert through one JSON parameter: one round trip for hundreds of rows, on PGlite and PostgreSQL alike. */
// Columns come from the first row's keys, so serial ids are left to the database.
async function insertAll(tx: Queryable, table: string, rows: object[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::text::json)`,
    [JSON.stringify(rows)],
  );
}

async function seedContent(deps: Deps, tx: Queryable, merchant: GatewayMerchant): Promise<void> {
  const code = merchant.code;
  const m = merchant.manifest;
  // The games come first from the merchant's generator (the art of a game is drawn from the same catalogue).
  const { games, rnd } = catalogueOf(code);
  const now = deps.clock.now();
  const img = (kind: Parameters<typeof imageUrl>[1], name: string): string =>
    imageUrl(deps.settings.publicBase, kind, name);
  for (const table of ['games', 'vendors', 'winners', 'live_models', 'vip_levels', 'activities', 'content'])
    await tx.query(`DELETE FROM ${table} WHERE merchant = $1`, [code]);

  await insertAll(
    tx,
    'vendors',
    VENDORS.map((v, i) => ({
      merchant: code,
      vendor_code: v.code,
      category: v.category,
      display_name: v.name,
      game_type: v.gameType,
      account_type_name: `${v.name} Wallet`,
      sort: CATEGORY_ORDER.indexOf(v.category) * 100 + i,
    })),
  );
  await insertAll(tx, 'games', games);

  // Texts in the merchant's languages (English always, as the fallback), each with its numbers in that language's
  // digits and the reward as the merchant's money format writes it (৳২৮৮ in BN, 50.000₫ in VI), as the app shows
  // every number.
  const langs = [...new Set(['EN', ...m.langList])];
  const money = moneyFormat(m.currency);
  const valuesIn = (l: string) => {
    const tag = languageTag(l as Language);
    const number = (n: number) => formatGrouped(n, tag, money);
    return {
      brand: m.brandName,
      reward: formatAmount(m.currency.symbol, m.referral.reward, tag, money),
      invitees: number(m.referral.invitees),
      age: number(m.ageLimit),
    };
  };
  const values = Object.fromEntries(langs.map((l) => [l, valuesIn(l)]));
  const localize = (texts: Record<string, [string, string]>, part: 0 | 1): Record<string, string> =>
    Object.fromEntries(langs.map((l) => [l, fillText((texts[l] ?? texts.EN!)[part], values[l]!)]));
  // The operator's own texts of a language (content/<lang>.json) over the seed's, item by item.
  const own = merchant.content ?? {};
  const withOwn = (
    texts: Record<string, [string, string]>,
    pick: (c: NonNullable<GatewayMerchant['content']>[string]) => { title: string; body: string } | undefined,
  ): Record<string, [string, string]> => {
    const out = { ...texts };
    for (const l of langs) {
      const t = own[l] ? pick(own[l]) : undefined;
      if (t) out[l] = [t.title, t.body];
    }
    return out;
  };
  let sort = 0;
  const content: object[] = [];
  for (const [group, count] of Object.entries(BANNER_GROUPS))
    for (let i = 1; i <= count; i++) {
      // Each language's picture (its copy is drawn in it) and title (its alt text) say the same.
      const names = Object.fromEntries(langs.map((l) => [l, bannerName(merchant, group, i, l)]));
      const seeded = Object.fromEntries(
        langs.map((l) => {
          const copy = bannerCopy(names[l]!, () => merchant)!;
          return [l, [`${copy.headline}: ${copy.tagline}`, ''] as [string, string]];
        }),
      );
      const title = localize(
        withOwn(seeded, (c) => {
          const t = c?.banners?.[`${group}-${i}`];
          return t ? { title: t, body: '' } : undefined;
        }),
        0,
      );
      content.push({
        merchant: code,
        type: 'B',
        group_name: group,
        title,
        body: {},
        image_url: img('banners', names.EN!),
        image_urls: Object.fromEntries(langs.map((l) => [l, img('banners', names[l]!)])),
        link: group.startsWith('m_topup') ? '/m/voucherCenter' : '/m/activity',
        sort: sort++,
        created_at: now - sort * 3_600_000,
      });
    }
  ANNOUNCEMENTS.forEach((a, i) => {
    const texts = withOwn(a.texts, (c) => c?.notices?.[i]);
    content.push({
      merchant: code,
      type: a.type,
      group_name: '',
      title: localize(texts, 0),
      body: localize(texts, 1),
      image_url: '',
      image_urls: {},
      link: '',
      sort: sort++,
      created_at: now - i * DAY,
    });
  });
  await insertAll(tx, 'content', content);
  await insertAll(
    tx,
    'activities',
    ACTIVITIES.map((a, i) => ({
      merchant: code,
      title: localize(
        withOwn(a.texts, (c) => c?.promotions?.[i]),
        0,
      ),
      body: localize(
        withOwn(a.texts, (c) => c?.promotions?.[i]),
        1,
      ),
      image_url: img('promos', promoName(merchant, i + 1, 'EN')),
      image_urls: Object.fromEntries(langs.map((l) => [l, img('promos', promoName(merchant, i + 1, l))])),
      status: a.status,
      start_at: now - 7 * DAY,
      end_at: now + (a.status === 'coming_soon' ? 365 : 60) * DAY,
      sort: i,
    })),
  );

  // VIP amounts scale with the merchant's smallest deposit preset, so they read naturally in any currency.
  const scale = Math.max(1, Math.min(...m.payments.flatMap((p) => p.money)) / 100);
  await insertAll(
    tx,
    'vip_levels',
    VIP.map((name, level) => ({
      merchant: code,
      level,
      name,
      deposit_required: Math.round(1000 * scale * level ** 2),
      bet_required: Math.round(5000 * scale * level ** 2),
      upgrade_bonus: Math.round(18 * scale * level ** 1.8),
      birthday_bonus: Math.round(28 * scale * level ** 1.5),
      monthly_bonus: Math.round(8 * scale * level ** 1.6),
      rebate_rate: Number((0.3 + level * 0.08).toFixed(2)),
    })),
  );

  const winnable = games.filter(
    (g) => g.is_game_h5 === 'H5' && ['RNG', 'FISH', 'LIVE', 'LOTT', 'ELOTTO'].includes(g.game_type),
  );
  const letter = (): string => String.fromCharCode(97 + rnd.int(0, 25));
  await insertAll(
    tx,
    'winners',
    Array.from({ length: 60 }, (_, i) => ({
      merchant: code,
      customer_name: `${letter()}${letter()}***${rnd.int(10, 99)}`,
      win_amount: wireAmount(roundToCents(rnd.int(500, 250_000) * scale) + rnd.int(0, 99)),
      node_id: rnd.pick(winnable).node_id,
      won_at: now - i * 37 * 60_000,
    })),
  );
  await insertAll(
    tx,
    'live_models',
    rnd
      .shuffle(HOSTS)
      .slice(0, 8)
      .map((name, i) => ({
        merchant: code,
        model_id: `${code}-host-${i + 1}`,
        name,
        active: i < 7,
        streaming: i < 4,
        room_type: (['free', 'vip', 'pay_per_view'] as const)[i % 3],
        sort: i,
      })),
  );
  await tx.query(
    'INSERT INTO seeds (merchant, version, seeded_at) VALUES ($1, $2, $3) ON CONFLICT (merchant) DO UPDATE SET version = $2, seeded_at = $3',
    [code, seedVersionOf(merchant), now],
  );
}
