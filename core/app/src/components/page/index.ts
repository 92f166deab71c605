/**
 * The page kit: every screen builds its states and common parts from here (load, empty, failed with retry,
 * skeleton, notice, money text, section, "load more") and its shared CSS (page.module.css: `import page from
 * '../../components/page/page.module.css'`, or `composes:` from a screen's own module). A screen never imports from
 * another screen's folder (eslint): what two areas share lives in components/ (UI) or state/ (rules and data).
 */
export {
  Empty,
  LoadFailed,
  MoneyText,
  MoreButton,
  Notice,
  PagedList,
  Section,
  Skeleton,
} from './PageParts.tsx';
export { useDateTime } from './useDateTime.ts';
