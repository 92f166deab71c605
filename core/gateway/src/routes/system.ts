import type { CustomerServiceItem, ResourceItem } from '@wl/contract';
import { isAgentVariant } from '@wl/contract';
import { resolveRegions, type Links, type Merchant } from '@wl/manifest';
import { registrationSettings } from '../auth/registration.ts';
import type { Handlers } from '../context.ts';
import { pickLanguage, sessionOf } from '../context.ts';
import { DEPOSIT_METHOD, HELP } from '../seed/help.ts';
import { fillText } from '../seed/texts.ts';
import { statusNumber, type InfoOverride } from '../status.ts';
import type { GatewayMerchant } from '../merchants.ts';

type Whitelabel = Merchant['whitelabel'];
import { requestsOf } from '../agent/contracts.ts';
import { servicePathList } from '../content/servicePaths.ts';

type SystemHandlers = Pick<
  Handlers,
  'systemStatus' | 'systemTemplate' | 'systemCountry' | 'service' | 'helpCenter' | 'contractRequests'
>;

const SOCIAL: [keyof NonNullable<Links['social']>, ResourceItem['resourceType'], string][] = [
  ['tutorial', 'TUTORIAL', 'Tutorial'],
  ['facebook', 'FACEBOOK', 'Facebook'],
  ['twitter', 'TWITTER', 'Twitter'],
  ['youtube', 'YOUTUBE', 'YouTube'],
  ['telegram', 'TELEGRAM', 'Telegram'],
  ['telegramGroup', 'TELEGRAM_GROUP', 'Telegram Group'],
  ['whatsapp', 'WHATSAPP', 'WhatsApp'],
  ['instagram', 'INSTAGRAM', 'Instagram'],
  ['viber', 'VIBER', 'Viber'],
  ['line', 'LINE', 'LINE'],
  ['zalo', 'ZALO', 'Zalo'],
  ['kakaotalk', 'KAKAOTALK', 'KakaoTalk'],
];

/** Download and social links of the manifest as resource items. */
function resources(links: Links): ResourceItem[] {
  const out: ResourceItem[] = [];
  const app = links.appDownload;
  if (app?.android) out.push({ resourceType: 'Android', url: app.android, labelNameEn: 'Android' });
  if (app?.ios)
    out.push({
      resourceType: app.ios.endsWith('.mobileconfig') ? 'MOBILECONFIG' : 'IOS',
      url: app.ios,
      labelNameEn: 'iOS',
    });
  for (const [key, type, label] of SOCIAL) {
    const link = links.social?.[key];
    if (link) out.push({ resourceType: type, url: link.url, labelNameEn: link.label ?? label });
  }
  return out;
}

/** The customer-service channels in force: the operator's, else the manifest's. */
function customerService(merchant: GatewayMerchant, changed: InfoOverride): CustomerServiceItem[] {
  return (
    changed.customerService ??
    merchant.manifest.links.customerService.map((c) => ({ csType: c.csType, title: c.title, path: c.url }))
  );
}

/** The manifest's flags with the operator's changes (booleans only, known flags only). */
function withChanges(flags: Whitelabel, changes: Record<string, unknown> | undefined): Whitelabel {
  const out = structuredClone(flags);
  const menu = changes?.menu as Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(changes ?? {}))
    if (k !== 'menu' && k in out && typeof v === 'boolean')
      (out as unknown as Record<string, boolean>)[k] = v;
  for (const [k, v] of Object.entries(menu ?? {}))
    if (k in out.menu && typeof v === 'boolean') (out.menu as Record<string, boolean>)[k] = v;
  return out;
}

/** Status and configuration, regions, customer service, help centre and contract requests (feedback: feedback.ts). */
export const systemHandlers: SystemHandlers = {
  systemStatus: async ({ deps, merchant, ip, statusScope }) => {
    const m = merchant.manifest;
    const status = deps.status.of(merchant.code, statusScope);
    const reg = registrationSettings(merchant, deps.settings.registration);
    // What the platform's operator changed since the build (the sandbox: POST /__sandbox/config).
    const changed = deps.info.of(merchant.code, statusScope);
    return {
      status: statusNumber(status, m.statusCodes),
      maintenance: status === 'maintenance',
      regionRestriction: status === 'region_restricted' || status === 'ip_blocked',
      location: { ip, countryCode: changed.countryCode ?? m.country },
      serverTime: deps.clock.now(),
      info: {
        merchantCode: m.platformMerchantCode,
        trialMerchantCode: m.trialMerchantCode,
        currency: { ...m.currency },
        langList: [...m.langList],
        defaultLang: m.defaultLang,
        mobileTemplate: changed.mobileTemplate ?? m.theme,
        mainDomain: m.domains[0] ?? '',
        imageCdns: changed.imageCdns ?? [deps.settings.publicBase],
        whitelabel: withChanges(m.whitelabel, changed.whitelabel),
        register: {
          registerByUsername: reg.registerByUsername,
          registerByMobile: reg.registerByMobile,
          captcha: reg.captcha.enabled,
        },
        resources: changed.resources ?? resources(m.links),
        customerService: customerService(merchant, changed),
        paths: { apiBase: m.gateway.baseUrl },
      },
    };
  },

  systemTemplate: async ({ deps, merchant, statusScope }) => ({
    mobileTemplate: deps.info.of(merchant.code, statusScope).mobileTemplate ?? merchant.manifest.theme,
    brandName: merchant.manifest.brandName,
  }),

  // This merchant first, then the others its manifest names, each described by its own manifest.
  systemCountry: async ({ deps, merchant }) => {
    const rows = resolveRegions(merchant, deps.merchants.all);
    const own = rows.filter((r) => r.merchant === merchant.code);
    const list = [...own, ...rows.filter((r) => r.merchant !== merchant.code)];
    // The platform's region item (spec section 6): the app's display fields (currencyIso, currencySymbol) stay out.
    const dialing = (code: string) =>
      (code === merchant.code ? merchant : deps.merchants.all.find((m) => m.code === code))?.manifest.phone
        .dialingCode;
    return {
      list: list.map(({ domain: _d, currencyIso: _i, currencySymbol: _s, ...r }) => {
        const dialingCode = dialing(r.merchant);
        return dialingCode ? { ...r, dialingCode } : r;
      }),
    };
  },

  service: async ({ deps, merchant, statusScope }) => ({
    version: {
      pathList: servicePathList(customerService(merchant, deps.info.of(merchant.code, statusScope))),
    },
  }),

  helpCenter: async ({ merchant, input, language }) => {
    const m = merchant.manifest;
    const lang = input.lang ? pickLanguage(merchant, input.lang) : language;
    const title = (p: (typeof m.payments)[number]) => p.titles?.[lang] ?? p.title;
    const values = {
      brand: m.brandName,
      age: m.ageLimit,
      payments: m.payments.map(title).join(', '),
      symbol: m.currency.symbol,
      dial: m.phone.dialingCode,
    };
    // The operator's topics for the language (content/<lang>.json), else the seed's, else English.
    const topics = merchant.content?.[lang]?.help ?? HELP[lang] ?? HELP.EN!;
    return {
      language: lang,
      list: topics.map((t) => {
        const sub = DEPOSIT_METHOD[lang] ?? DEPOSIT_METHOD.EN!;
        return {
          tag: t.tag,
          title: fillText(t.title, values),
          content: fillText(t.content, values),
          // The deposit topic has a sub-topic per payment method (/m/help?p=&c=).
          ...(t.tag === 'deposit' && m.payments.length > 0
            ? {
                items: m.payments.map((p) => ({
                  title: fillText(sub.title, { ...values, method: title(p) }),
                  content: fillText(sub.content, { ...values, method: title(p) }),
                })),
              }
            : {}),
        };
      }),
    };
  },

  contractRequests: async (ctx) => {
    const session = sessionOf(ctx);
    // Contract prompts never apply to agent variants 40-42 (spec section 4), whatever is pending.
    const r = isAgentVariant(session.type) ? undefined : await requestsOf(ctx.deps.db, session.memberId);
    return {
      dailysalreqtype: r?.daily ?? false,
      divtypecompperiodreq: r?.dividend ?? false,
      contracthoursalreq: r?.hourly ?? false,
    };
  },
};
