export * from './types.ts';
export * from './languages.ts';
export * from './theme.ts';
export { validateMerchant, validateTheme, formatProblem, closest, type Problem } from './validate.ts';
export {
  loadWorkspace,
  CORE_MESSAGES_DIR,
  type LoadedMerchant,
  type Workspace,
  type Catalogue,
  type Coverage,
} from './load.ts';
export {
  assetFields,
  mainDomain,
  mainDomains,
  resolveConfig,
  resolveRegions,
  type MerchantRef,
  type ResolveInputs,
} from './resolve.ts';
export { contrast, contrastProblems, deriveBrand, CONTRAST_PAIRS } from './colour.ts';
export { messageShape, shapeMismatch } from './catalogue.ts';
export { sameNameWarnings, type ScreenGroup } from './sameNames.ts';
export {
  fontsFor,
  scriptsOf,
  uncoveredScripts,
  isFontFile,
  merchantFontFamily,
  SCRIPT_NAMES,
  SCRIPT_RANGES,
  fontFaceCss,
  fontFileName,
  fallbackFaceCss,
  fallbackFamilies,
  fontStack,
  FONT_WEIGHTS,
  SHIPPED_FONTS,
  type ShippedFont,
  type Script,
} from './fonts.ts';
export {
  complianceProblems,
  resolveCompliance,
  PROFILES,
  PROTECTION_MODULES,
  type Compliance,
  type ComplianceProfile,
  type ProtectionModule,
  type ResolvedCompliance,
} from './compliance.ts';
