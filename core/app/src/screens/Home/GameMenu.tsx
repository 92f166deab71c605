import { memo, useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { GameCategory } from '@wl/contract';
import { Icon } from '../../components/Icon.tsx';
import { Img } from '../../components/lobby/Img.tsx';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import { GameTile } from '../../components/lobby/GameTile.tsx';
import { pathOf } from '../../routes/paths.ts';
import {
  lobbyState,
  loadFavourites,
  loadHot,
  loadMenu,
  loadWinners,
  soleGame,
  type HomeQuery,
} from '../../state/lobby.ts';
import { sessionState } from '../../state/session.ts';
import { vendorListPath } from '../../state/game.ts';
import { toast } from '../../state/ui.ts';
import { GameGrid, GridSkeleton } from '../../components/lobby/GameGrid.tsx';
import { HotCarousel } from './HotCarousel.tsx';
import { Jackpot } from './Jackpot.tsx';
import { CATEGORY_LABELS, categoryAction, vendorQuery, type MenuCategoryView } from './lobbyRules.ts';
import { useLaunch } from '../../components/lobby/useLaunch.ts';
import { WinnerTicker } from './WinnerTicker.tsx';
import styles from './GameMenu.module.css';
import { lazyPart } from '../../i18n/i18n.ts';
import { WhenOpen } from '../../components/WhenOpen.tsx';
import { useRuntime } from '../../state/runtime.ts';

const SearchPopup = lazyPart(() => import('../../components/lobby/SearchPopup.tsx'));

type TabId = 'hot' | 'fav' | GameCategory;

/** The home game list's query on the hot tab: every game (one object, so the memoised grid is not rendered again). */
const ALL_GAMES: HomeQuery = {};

function HotPanel() {
  const intl = useIntl();
  const s = useSnapshot(lobbyState);
  // The carousel and the ticker (below the banner) render in the background, time-sliced, instead of in the task
  // their answer arrives in: a store update renders synchronously, and each is a few hundred elements.
  const hot = useDeferredValue(s.hot);
  const winners = useDeferredValue(s.winners);
  const [searching, setSearching] = useState(false);
  const { search } = useRuntime().whitelabel;
  return (
    <div className={styles.panelBody}>
      {search && (
        <button
          type="button"
          className={styles.search}
          aria-haspopup="dialog"
          onClick={() => setSearching(true)}
        >
          <Icon name="search" size={18} />
          <FormattedMessage id="lobby.search.placeholder" />
        </button>
      )}
      {hot.status === 'error' ? (
        <LoadFailed fill className={styles.hotBox} onRetry={() => void loadHot()} />
      ) : hot.status !== 'ready' ? (
        <Skeleton className={styles.hotBox} />
      ) : (
        hot.list.length > 0 && <HotCarousel games={hot.list} />
      )}
      {winners.status === 'error' ? (
        <LoadFailed fill className={styles.winnersBox} onRetry={() => void loadWinners()} />
      ) : winners.status !== 'ready' ? (
        <Skeleton className={styles.winnersBox} />
      ) : (
        winners.list.length > 0 && <WinnerTicker winners={winners.list} />
      )}
      <Jackpot />
      <GameGrid query={ALL_GAMES} title={intl.formatMessage({ id: 'lobby.games.all' })} />
      <WhenOpen open={searching}>
        <SearchPopup onClose={() => setSearching(false)} />
      </WhenOpen>
    </div>
  );
}

function FavPanel() {
  const fav = useSnapshot(lobbyState).favourites;
  const launch = useLaunch();
  useEffect(() => {
    void loadFavourites();
  }, []);
  if (fav.status === 'error')
    return <LoadFailed fill className={styles.hotBox} onRetry={() => void loadFavourites()} />;
  if (fav.status !== 'ready') return <GridSkeleton />;
  if (fav.list.length === 0)
    return (
      <p className={styles.empty}>
        <FormattedMessage id="lobby.fav.none" />
      </p>
    );
  return (
    <ul className={styles.grid}>
      {fav.list.map((g) => (
        <li key={g.nodeId}>
          <GameTile game={g} onLaunch={(x) => void launch(x)} />
        </li>
      ))}
    </ul>
  );
}

/** A category with several vendors: the vendors' cards, and the chosen vendor's games below. */
function VendorPanel({ category }: { category: MenuCategoryView }) {
  const intl = useIntl();
  const vendors = useSnapshot(lobbyState).menu.vendors;
  const [chosen, setChosen] = useState(category.vendorNames[0]?.vendorCode ?? '');
  const vendor = category.vendorNames.find((v) => v.vendorCode === chosen) ?? category.vendorNames[0];
  const art = (code: string) =>
    vendors.find((v) => v.vendorCode === code && v.gameCategory === category.category)?.iconUrl ??
    vendors.find((v) => v.vendorCode === code)?.iconUrl;
  return (
    <div className={styles.panelBody}>
      <ul className={styles.vendors} aria-label={intl.formatMessage({ id: 'lobby.vendors' })}>
        {category.vendorNames.map((v) => (
          <li key={v.vendorCode}>
            <button
              type="button"
              className={styles.vendor}
              aria-pressed={v.vendorCode === vendor?.vendorCode}
              onClick={() => setChosen(v.vendorCode)}
            >
              <Img src={art(v.vendorCode) ?? ''} width={160} height={64} className={styles.vendorArt} />
              <span>{v.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
      {vendor && (
        <GameGrid
          query={vendorQuery(category.category, vendor)}
          title={intl.formatMessage(
            { id: 'lobby.vendor.games' },
            {
              vendor: vendor.displayName,
              category: intl.formatMessage({ id: CATEGORY_LABELS[category.category] }),
            },
          )}
        />
      )}
    </div>
  );
}

/**
 * The game menu on home: HOT, FAV (logged-in only), then the vendor categories in the server's order. Live opens
 * /m/live; a category with one vendor launches that vendor (its only game, or its game list); several vendors show
 * their list. Arrow keys move between the tabs.
 */
export const GameMenu = memo(function GameMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const launch = useLaunch();
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  const menu = useSnapshot(lobbyState).menu;
  const [tab, setTab] = useState<TabId>('hot');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const ids: TabId[] = [
    'hot',
    ...(loggedIn ? (['fav'] as const) : []),
    ...menu.categories.map((c) => c.category),
  ];
  const current = ids.includes(tab) ? tab : 'hot';

  const openVendor = async (c: MenuCategoryView) => {
    const v = c.vendorNames[0]!;
    try {
      const only = await soleGame(vendorQuery(c.category, v));
      if (only) void launch(only);
      else navigate(vendorListPath(v.gameType, v.vendorCode));
    } catch {
      toast({ id: 'error.load_failed' }, { kind: 'error' });
    }
  };

  const activate = (id: TabId) => {
    const c = menu.categories.find((x) => x.category === id);
    if (c) {
      const action = categoryAction(c);
      if (action === 'live') return navigate(pathOf('live'));
      if (action === 'launchVendor') return void openVendor(c);
    }
    setTab(id);
  };

  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const n = ids.length;
    const j = e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : (i + step + n) % n;
    tabs.current[j]?.focus();
  };

  const label = (id: TabId) =>
    id === 'hot'
      ? intl.formatMessage({ id: 'lobby.tab.hot' })
      : id === 'fav'
        ? intl.formatMessage({ id: 'lobby.tab.fav' })
        : intl.formatMessage({ id: CATEGORY_LABELS[id] });

  const category = menu.categories.find((c) => c.category === current);
  return (
    <section className={styles.menu} aria-label={intl.formatMessage({ id: 'lobby.menu' })}>
      <div className={styles.tabs} role="tablist" aria-label={intl.formatMessage({ id: 'lobby.menu' })}>
        {ids.map((id, i) => (
          <button
            key={id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`lobby-tab-${id}`}
            aria-selected={id === current}
            aria-controls="lobby-panel"
            tabIndex={id === current ? 0 : -1}
            className={styles.tab}
            onClick={() => activate(id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            <FormattedMessage
              id={id === 'hot' ? 'lobby.tab.hot' : id === 'fav' ? 'lobby.tab.fav' : `lobby.category.${id}`}
            />
          </button>
        ))}
        {menu.status === 'loading' || menu.status === 'idle' ? (
          <Skeleton className={styles.tabSkeleton} />
        ) : null}
      </div>
      {menu.status === 'error' && <LoadFailed fill onRetry={() => void loadMenu()} />}
      <div
        id="lobby-panel"
        role="tabpanel"
        aria-labelledby={`lobby-tab-${current}`}
        aria-label={label(current)}
        className={styles.panel}
      >
        {current === 'hot' ? (
          <HotPanel />
        ) : current === 'fav' ? (
          <FavPanel />
        ) : category ? (
          <VendorPanel key={category.category} category={category} />
        ) : null}
      </div>
    </section>
  );
});
