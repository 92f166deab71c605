import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useKeenSlider, type KeenSliderPlugin } from 'keen-slider/react.es';
import type { GameTile as Tile } from '@wl/contract';
import { GameTile } from '../../components/lobby/GameTile.tsx';
import { prefersReducedMotion } from '../../state/platform.ts';
import { useLaunch } from './useLaunch.ts';
import styles from './HotCarousel.module.css';

/** The hot-game carousel loops only above 3 games (spec section 9). */
export const hotLoops = (count: number): boolean => count > 3;

/** How long the continuous drift takes per tile. */
const DRIFT_MS_PER_TILE = 2500;

/**
 * Continuous autoplay (keen-slider's documented pattern): each finished animation starts the next slow, linear move
 * a few tiles on; a touch stops it and the player's own drag takes over, then the drift resumes.
 */
const drift: KeenSliderPlugin = (slider) => {
  let touching = false;
  const move = () => {
    if (touching || document.visibilityState === 'hidden') return;
    slider.moveToIdx(slider.track.details.abs + 3, true, {
      duration: 3 * DRIFT_MS_PER_TILE,
      easing: (t) => t,
    });
  };
  slider.on('created', move);
  slider.on('dragStarted', () => {
    touching = true;
    slider.animator.stop();
  });
  slider.on('animationEnded', move);
  slider.on('dragEnded', () => {
    touching = false;
    move();
  });
};

/** Hot games, sliding on their own (looping above 3 games); each tile launches its game. */
export function HotCarousel({ games }: { games: readonly Tile[] }) {
  const intl = useIntl();
  const launch = useLaunch();
  const loop = hotLoops(games.length);
  const [still] = useState(() => typeof window === 'undefined' || prefersReducedMotion());
  const [ref, slider] = useKeenSlider<HTMLDivElement>(
    { loop, renderMode: 'performance', drag: true, slides: { perView: 'auto', spacing: 8 } },
    loop && !still ? [drift] : [],
  );
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') slider.current?.animator.stop();
      else slider.current?.emit('animationEnded');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [slider]);
  return (
    <section className={styles.hot} aria-labelledby="lobby-hot-title">
      <h2 id="lobby-hot-title" className={styles.title}>
        {intl.formatMessage({ id: 'lobby.hot.title' })}
      </h2>
      <div ref={ref} className="keen-slider" data-testid="hot-games">
        {games.map((g) => (
          <div key={g.nodeId} className={`keen-slider__slide ${styles.slide}`}>
            <GameTile game={g} onLaunch={(x) => void launch(x)} />
          </div>
        ))}
      </div>
    </section>
  );
}
