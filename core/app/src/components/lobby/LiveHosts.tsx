import { memo, useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Img } from './Img.tsx';
import type { MessageId } from '../../i18n/messageIds.ts';
import { lobbyState } from '../../state/lobby.ts';
import styles from './liveHosts.module.css';

const ROOM: Record<'free' | 'vip' | 'pay_per_view', MessageId> = {
  free: 'hosts.room.free',
  vip: 'hosts.room.vip',
  pay_per_view: 'hosts.room.payPerView',
};

/**
 * Live host models (spec section 6): shown only when the gateway returns any, each with its room type (free, VIP,
 * pay per view) and whether it is streaming now. Sits at the end of home, so appearing late moves nothing above it.
 */
export const LiveHosts = memo(function LiveHosts() {
  const intl = useIntl();
  // Rendered in the background, time-sliced, when the answer comes (a store update renders synchronously).
  const hostList = useDeferredValue(useSnapshot(lobbyState).hostList);
  if (hostList.length === 0) return null;
  return (
    <section className={styles.hosts} aria-labelledby="live-hosts-title" data-testid="live-hosts">
      <h2 id="live-hosts-title" className={styles.title}>
        <FormattedMessage id="hosts.title" />
      </h2>
      {/* Scrolls sideways: focusable, so a keyboard can scroll it (issue 31, axe scrollable-region-focusable). */}
      <ul className={styles.list} tabIndex={0} aria-labelledby="live-hosts-title">
        {hostList.map((h) => (
          <li key={h.modelId} className={styles.host}>
            <span className={styles.avatarBox}>
              <Img className={styles.avatar} src={h.avatarUrl} width={64} height={64} />
              {h.streaming && <span className={styles.live}>{intl.formatMessage({ id: 'hosts.live' })}</span>}
            </span>
            <span className={styles.name}>{h.name}</span>
            <span className={styles.room} data-room={h.roomType}>
              <FormattedMessage id={ROOM[h.roomType]} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
});
