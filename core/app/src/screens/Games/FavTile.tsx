import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { GameTile as Tile } from '@wl/contract';
import { GameTile } from '../../components/lobby/GameTile.tsx';
import styles from './styles.ts';

/**
 * A game tile with its favourite heart (a separate button, so the tile and the heart are each reachable). Memoised
 * and given only plain values and stable callbacks (the grid owns the favourites subscription and the toggle), so a
 * page appended, a scroll step or a heart toggled elsewhere renders only the tiles that changed.
 */
export const FavTile = memo(function FavTile({
  game,
  fav,
  onLaunch,
  onToggle,
}: {
  game: Tile;
  fav: boolean;
  onLaunch: (g: Tile) => void;
  onToggle: (g: Tile) => void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.cell}>
      <GameTile game={game} onLaunch={onLaunch} />
      <button
        type="button"
        className={styles.heart}
        aria-pressed={fav}
        aria-label={intl.formatMessage(
          { id: fav ? 'games.fav.remove' : 'games.fav.add' },
          { name: game.gameName },
        )}
        onClick={() => onToggle(game)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.5h2c.7-1.4 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
            fill={fav ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </div>
  );
});
