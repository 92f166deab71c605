import { safeRedirect, REDIRECT_PARAM } from '../../routes/redirect.ts';
import type { SessionInfo } from '../../state/session.ts';
import { pathOf } from '../../routes/paths.ts';

/**
 * Where a successful login goes: a first-time login must change its password first (the change screen then
 * continues to the same target); otherwise the safe `redirect` query target, else /m/home.
 */
export function loginTarget(info: Pick<SessionInfo, 'firstTimeLogin'>, search: string): string {
  const target = safeRedirect(search);
  if (!info.firstTimeLogin) return target;
  return pathOf('changePsw', { forced: 1, [REDIRECT_PARAM]: target });
}
