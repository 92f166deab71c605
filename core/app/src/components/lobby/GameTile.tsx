import type { GameTile as Tile } from '@wl/contract';
import { Img } from './Img.tsx';
import styles from './GameTile.module.css';

/** A game's tile: its art (sized, lazy, default image on error), its name and vendor; tapping launches it. */
export function GameTile({
  game,
  onLaunch,
  lazy = true,
}: {
  game: Tile;
  onLaunch: (g: Tile) => void;
  lazy?: boolean;
}) {
  return (
    <button type="button" className={styles.tile} onClick={() => onLaunch(game)}>
      <Img className={styles.art} src={game.iconUrl} width={96} height={96} lazy={lazy} />
      <span className={styles.name}>{game.gameName}</span>
      <span className={styles.vendor}>{game.displayName}</span>
    </button>
  );
}
