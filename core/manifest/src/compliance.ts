import type { Merchant } from './generated/merchant.ts';
import type { Problem } from './validate.ts';

/** The `compliance` block of a manifest. */
export type Compliance = NonNullable<Merchant['compliance']>;
export type ComplianceProfile = Compliance['profile'];
export type ProtectionModule = keyof NonNullable<Compliance['modules']>;

/** Every player-protection module, in the order the responsible-gaming screen shows them. */
export const PROTECTION_MODULES = [
  'depositLimits',
  'lossLimits',
  'wagerLimits',
  'sessionTimeLimit',
  'realityCheck',
  'playStatus',
  'timeOut',
  'selfExclusion',
  'accountHistory',
  'dateOfBirth',
  'infoBeforeFirstBet',
] as const satisfies readonly ProtectionModule[];

export interface ProfileRules {
  /** Modules that must be on. */
  requires: readonly ProtectionModule[];
  /** At least one module of each group must be on ("deposit or wager limits"). */
  oneOf: readonly (readonly ProtectionModule[])[];
  /** Lowest ageLimit the jurisdiction allows. */
  minimumAge: number;
  /** Self-exclusion lengths (months) that must be offered. */
  selfExclusionMonths: readonly number[];
  /** Longest reality-check interval allowed (minutes). */
  maxRealityCheckMinutes?: number;
  /**
   * Whether the registration consent box may be ticked in advance. UKGC and MGA require an explicit opt-in: the
   * player ticks it.
   */
  consentPreticked: boolean;
}

/**
 * What each jurisdiction requires. PAGCOR: limits, reality checks, time-out, self-exclusion for 6 months, 1 year
 * and 5 years, account history, date of birth (age 21). MGA: reality checks, deposit or wager limits,
 * self-exclusion, responsible-gaming information before the first bet. UKGC: elapsed time and net position during
 * play (the sandbox game has no autoplay), reality checks, deposit limits, time-out and self-exclusion, age
 * verification. Curaçao (the licence of merchants serving countries with no local one, e.g. Bangladesh): deposit
 * limits, time-out, self-exclusion and date of birth.
 */
export const PROFILES: Record<ComplianceProfile, ProfileRules> = {
  'PH-PAGCOR': {
    requires: ['depositLimits', 'realityCheck', 'timeOut', 'selfExclusion', 'accountHistory', 'dateOfBirth'],
    oneOf: [],
    minimumAge: 21,
    selfExclusionMonths: [6, 12, 60],
    consentPreticked: true,
  },
  'MT-MGA': {
    requires: ['realityCheck', 'selfExclusion', 'infoBeforeFirstBet', 'accountHistory'],
    oneOf: [['depositLimits', 'wagerLimits']],
    minimumAge: 18,
    selfExclusionMonths: [6],
    maxRealityCheckMinutes: 60,
    consentPreticked: false,
  },
  'GB-UKGC': {
    requires: ['playStatus', 'realityCheck', 'depositLimits', 'timeOut', 'selfExclusion', 'dateOfBirth'],
    oneOf: [],
    minimumAge: 18,
    selfExclusionMonths: [6, 12, 60],
    maxRealityCheckMinutes: 60,
    consentPreticked: false,
  },
  'CW-CGA': {
    requires: ['depositLimits', 'timeOut', 'selfExclusion', 'dateOfBirth'],
    oneOf: [],
    minimumAge: 18,
    selfExclusionMonths: [6],
    consentPreticked: true,
  },
  NONE: { requires: [], oneOf: [], minimumAge: 18, selfExclusionMonths: [], consentPreticked: true },
};

/** Modules on by default: the player's own tools. The others change existing flows and are on where required. */
const ON_BY_DEFAULT: ReadonlySet<ProtectionModule> = new Set([
  'depositLimits',
  'lossLimits',
  'wagerLimits',
  'sessionTimeLimit',
  'realityCheck',
  'timeOut',
  'selfExclusion',
  'accountHistory',
]);

/** The compliance block with every default filled in (absent block = profile NONE). */
export interface ResolvedCompliance {
  profile: ComplianceProfile;
  operator: string;
  exclusionAcrossOperator: boolean;
  modules: Record<ProtectionModule, boolean>;
  realityCheckMinutes: number;
  timeOutDays: number[];
  selfExclusionMonths: number[];
  irrevocableMonths: number;
  helpline?: Compliance['helpline'];
  /** The registration consent box starts ticked (only where the profile allows it; the spec's default there). */
  consentChecked: boolean;
}

/** A manifest's compliance settings with defaults applied; the gateway and the app read only this. */
export function resolveCompliance(m: Pick<Merchant, 'code' | 'compliance'>): ResolvedCompliance {
  const c = m.compliance;
  const profile = c?.profile ?? 'NONE';
  const rules = PROFILES[profile];
  const byDefault = (k: ProtectionModule) =>
    ON_BY_DEFAULT.has(k) || rules.requires.includes(k) || rules.oneOf.some((g) => g.includes(k));
  return {
    profile,
    operator: c?.operator ?? m.code,
    exclusionAcrossOperator: c?.exclusionAcrossOperator ?? false,
    modules: Object.fromEntries(
      PROTECTION_MODULES.map((k) => [k, c?.modules?.[k] ?? byDefault(k)]),
    ) as Record<ProtectionModule, boolean>,
    realityCheckMinutes: c?.realityCheckMinutes ?? 60,
    timeOutDays: [...(c?.timeOutDays ?? [1, 7, 42])].sort((a, b) => a - b),
    selfExclusionMonths: [...(c?.selfExclusionMonths ?? [6, 12, 60])].sort((a, b) => a - b),
    irrevocableMonths: c?.irrevocableMonths ?? 6,
    consentChecked: c?.registrationConsentChecked ?? rules.consentPreticked,
    ...(c?.helpline ? { helpline: c.helpline } : {}),
  };
}

/**
 * What the schema cannot check: every module the profile requires is on (the problem names the module's field),
 * the age limit and the self-exclusion lengths meet the jurisdiction's, and the reality check is frequent enough.
 */
export function complianceProblems(m: Merchant, file: string): Problem[] {
  const problems: Problem[] = [];
  const c = resolveCompliance(m);
  const rules = PROFILES[c.profile];
  const off = (k: ProtectionModule) => !c.modules[k];
  for (const k of rules.requires)
    if (off(k))
      problems.push({
        file,
        pointer: `/compliance/modules/${k}`,
        message: `must be on: the ${c.profile} profile requires it`,
        hint: 'remove the field or set it to true, or choose another profile',
      });
  for (const group of rules.oneOf)
    if (group.every(off))
      problems.push({
        file,
        pointer: `/compliance/modules/${group[0]}`,
        message: `the ${c.profile} profile requires one of ${group.join(', ')} to be on`,
      });
  if (m.ageLimit < rules.minimumAge)
    problems.push({
      file,
      pointer: '/ageLimit',
      message: `must be at least ${rules.minimumAge} under the ${c.profile} profile`,
    });
  if (c.modules.selfExclusion)
    for (const months of rules.selfExclusionMonths)
      if (!c.selfExclusionMonths.includes(months))
        problems.push({
          file,
          pointer: '/compliance/selfExclusionMonths',
          message: `must offer ${months} months under the ${c.profile} profile`,
        });
  if (c.consentChecked && !rules.consentPreticked)
    problems.push({
      file,
      pointer: '/compliance/registrationConsentChecked',
      message: `must be false: the ${c.profile} profile requires the player to tick the consent box (an explicit opt-in)`,
      hint: 'remove the field; the box then starts unticked',
    });
  if (rules.maxRealityCheckMinutes && c.realityCheckMinutes > rules.maxRealityCheckMinutes)
    problems.push({
      file,
      pointer: '/compliance/realityCheckMinutes',
      message: `must be at most ${rules.maxRealityCheckMinutes} under the ${c.profile} profile`,
    });
  return problems;
}
