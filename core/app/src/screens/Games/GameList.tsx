import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathOf } from '../../routes/paths.ts';
import { loginUrl } from '../../routes/redirect.ts';
import { loadFavouriteIds } from '../../state/favourites.ts';
import { dropTile, gamesState, loadVendors, openList, vendorsFor } from '../../state/games.ts';
import {
  CATEGORY_TABS,
  categoryOf,
  NO_FILTER,
  type Category,
  type GameFilter,
  type Mode,
} from '../../state/gamesRules.ts';
import { sessionState } from '../../state/session.ts';
import { Favourites, FAVOURITES } from './Favourites.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { GameListBody } from './GameListBody.tsx';
import { SearchBox } from './SearchBox.tsx';
import { tabLabel } from '../../components/lobby/labels.ts';
import styles from './styles.ts';

/** The mode a /m/gameList address opens: a vendor when vassalage names one the category does not fix. */
function initialMode(c: Category, vassalage: string | null): Mode {
  return vassalage && c.selectBar && vassalage !== c.base.vassalage
    ? { kind: 'vendor', vendor: vassalage }
    : { kind: 'all' };
}

/**
 * /m/gameList: the favourites screen for gameType=FAV (the spec's select type), else the category screen
 * (/m/gameList?gameType=…&vassalage=…): category tabs, a search box (400 ms), the select bar
 * (All, FAV, vendor, filter panel for RNG; hidden for BINGO, TF and JILI) and the list, 30 a page with infinite
 * scroll (a "more" button for JILI). Changing tab, vendor, filter or term starts again at page 1.
 */
export default function GameList() {
  const [params] = useSearchParams();
  return params.get('gameType') === FAVOURITES ? <Favourites /> : <CategoryList />;
}

function CategoryList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('gameType') ?? 'RNG';
  const vassalage = params.get('vassalage');
  const category = useMemo(() => categoryOf(id), [id]);
  const s = useSnapshot(gamesState);
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  const [filterOpen, setFilterOpen] = useState(false);
  const [term, setTerm] = useState('');

  useEffect(() => {
    void loadVendors();
    void loadFavouriteIds();
  }, [loggedIn]);
  useEffect(() => {
    setTerm('');
    void openList(category, initialMode(category, vassalage), '');
  }, [category, vassalage]);

  const vendors = vendorsFor(category, s.vendors.list);
  const mode = s.mode;
  const setMode = (m: Mode) => void openList(category, m, term);
  const tabs: string[] = CATEGORY_TABS.includes(id as (typeof CATEGORY_TABS)[number])
    ? [...CATEGORY_TABS]
    : [id, ...CATEGORY_TABS];
  const filter: GameFilter = mode.kind === 'filter' ? mode.filter : NO_FILTER;

  return (
    <section className={styles.page} aria-labelledby="games-title">
      <h2 id="games-title" className="sr-only">
        {tabLabel(intl, id)}
      </h2>
      <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'games.tabs' })}>
        {tabs.map((t) => (
          <a
            key={t}
            href={pathOf('gameList', { gameType: t })}
            className={styles.tab}
            aria-current={t === id ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              navigate(pathOf('gameList', { gameType: t }));
            }}
          >
            {tabLabel(intl, t)}
          </a>
        ))}
      </nav>
      <SearchBox
        value={term}
        onChange={setTerm}
        onSearch={(t) => void openList(category, gamesState.mode, t)}
      />
      {category.selectBar && (
        <div
          className={styles.selectBar}
          role="group"
          aria-label={intl.formatMessage({ id: 'games.select' })}
        >
          <button
            type="button"
            className={styles.chip}
            aria-pressed={mode.kind === 'all'}
            onClick={() => setMode({ kind: 'all' })}
          >
            <FormattedMessage id="games.mode.all" />
          </button>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={mode.kind === 'fav'}
            onClick={() => (loggedIn ? setMode({ kind: 'fav' }) : navigate(loginUrl(pathname + search)))}
          >
            <FormattedMessage id="games.mode.fav" />
          </button>
          <label className={styles.vendorPick}>
            <span className="sr-only">
              <FormattedMessage id="games.vendor.label" />
            </span>
            <select
              value={mode.kind === 'vendor' ? mode.vendor : ''}
              onChange={(e) =>
                setMode(e.target.value ? { kind: 'vendor', vendor: e.target.value } : { kind: 'all' })
              }
            >
              <option value="">{intl.formatMessage({ id: 'games.vendor.all' })}</option>
              {vendors.map((v) => (
                <option key={v.vendorCode} value={v.vendorCode}>
                  {v.displayName}
                </option>
              ))}
            </select>
          </label>
          {category.filterPanel && (
            <button
              type="button"
              className={styles.chip}
              aria-pressed={mode.kind === 'filter'}
              aria-haspopup="dialog"
              onClick={() => setFilterOpen(true)}
            >
              <FormattedMessage id="games.filter.open" />
            </button>
          )}
        </div>
      )}
      <GameListBody
        infinite={category.infinite}
        label={tabLabel(intl, id)}
        onRemoved={mode.kind === 'fav' ? dropTile : undefined}
      />
      {filterOpen && (
        <FilterPanel
          vendors={vendors}
          value={filter}
          onClose={() => setFilterOpen(false)}
          onApply={(m) => {
            setFilterOpen(false);
            setMode(m);
          }}
        />
      )}
    </section>
  );
}
