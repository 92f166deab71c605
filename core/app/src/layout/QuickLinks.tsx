import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Icon } from '../components/Icon.tsx';
import { WhenOpen } from '../components/WhenOpen.tsx';
import { lazyPart } from '../i18n/i18n.ts';
import styles from './Header.module.css';

const FloatingWidgets = lazyPart(() => import('../screens/Home/FloatingWidgets.tsx'));

/**
 * The one docked entry point of home's floating widgets (download, invite, tutorial, contact, live chat, top-up
 * offers): a button in the home header's bar, which stays on screen as the header condenses, so the widgets are
 * always one tap away and never float over the content (issue 27).
 */
export function QuickLinks() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // A link in the sheet (download, a route) closes it: the header stays across pages. Closed while rendering for
  // the new path, not by an effect: a mount effect closed the sheet that a tap kept from before hydration had just
  // opened (prerender/Deferred.tsx replays it as the header goes live), so such a tap was lost now and then.
  const { pathname } = useLocation();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: 'lobby.float.label' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="gift" />
      </button>
      <WhenOpen open={open}>
        <FloatingWidgets onClose={() => setOpen(false)} />
      </WhenOpen>
    </>
  );
}
