import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '@wl/contract';
import { Icon } from '../../components/Icon.tsx';
import { pathOf } from '../../routes/paths.ts';
import { TICKER_SLIDE_MS } from './timers.ts';
import { useCycle } from './useCycle.ts';
import styles from './NoticeTicker.module.css';

/** The announcements page, opened at the tapped announcement. */
export const noticePath = (index: number) => pathOf('notice', { index });

/**
 * The announcement ticker: one title at a time, sliding up every 2 s and looping when there is more than one; the
 * no-announcement text when there is none. Tapping opens /m/notice at the tapped announcement's index. It stops
 * while hovered or focused, so a title can be read and reached with the keyboard.
 */
export function NoticeTicker({ notices }: { notices: readonly Announcement[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [held, setHeld] = useState(false);
  const index = useCycle(notices.length, TICKER_SLIDE_MS, held);
  const label = intl.formatMessage({ id: 'lobby.notice.label' });
  return (
    <section className={styles.ticker} aria-label={label}>
      <Icon name="megaphone" size={20} className={styles.icon} />
      {notices.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="lobby.notice.none" />
        </p>
      ) : (
        <div
          className={styles.window}
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <ul className={styles.list} style={{ transform: `translateY(${-index * 40}px)` }}>
            {notices.map((n, i) => (
              <li key={n.id} className={styles.item} aria-hidden={i === index ? undefined : true}>
                <button
                  type="button"
                  className={styles.button}
                  tabIndex={i === index ? 0 : -1}
                  onClick={() => navigate(noticePath(i))}
                >
                  {n.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
