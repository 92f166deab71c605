import { memo, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useKeenSlider } from 'keen-slider/react.es';
import type { GameTile as Tile } from '@wl/contract';
import { GameTile } from '../../components/lobby/GameTile.tsx';
import { prefersReducedMotion } from '../../state/platform.ts';
import { createAutoplay } from './timers.ts';
import { useLaunch } from '../../components/lobby/useLaunch.ts';
import styles from './HotCarousel.module.css';

/** The hot-game carousel loops only above 3 games (spec section 9). */
export const hotLoops = (count: number): boolean => count > 3;

/** The hot carousel moves on by one tile this often. */
export const HOT_STEP_MS = 3000;

/**
 * Hot games, sliding on their own (looping above 3 games); each tile launches its game. It holds still while touched,
 * hovered or focused, and never moves on its own for a player who asked for reduced motion.
 */
export const HotCarousel = memo(function HotCarousel({ games }: { games: readonly Tile[] }) {
  const intl = useIntl();
  const launch = useLaunch();
  const loop = hotLoops(games.length);
  const next = useRef<() => void>(() => undefined);
  const [autoplay] = useState(() => createAutoplay(HOT_STEP_MS, () => next.current()));
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    loop,
    renderMode: 'performance',
    slides: { perView: 'auto', spacing: 8 },
    dragStarted: () => autoplay.pause('drag'),
    animationEnded: () => {
      autoplay.resume('drag');
      autoplay.restart();
    },
  });
  // Step by step (one tile, then a pause) rather than a constant drift: the page's main thread stays idle between
  // steps. Only a looping carousel plays, and never for players who asked for less motion.
  useEffect(() => {
    next.current = () => slider.current?.next();
    if (!loop || prefersReducedMotion()) return;
    autoplay.start();
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? autoplay.pause('hidden') : autoplay.resume('hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      autoplay.stop();
    };
  }, [slider, loop, autoplay]);
  return (
    <section className={styles.hot} aria-labelledby="lobby-hot-title">
      <h2 id="lobby-hot-title" className={styles.title}>
        {intl.formatMessage({ id: 'lobby.hot.title' })}
      </h2>
      <div
        ref={ref}
        className="keen-slider"
        data-testid="hot-games"
        onPointerDown={() => autoplay.pause('touch')}
        onPointerUp={() => autoplay.resume('touch')}
        onPointerCancel={() => autoplay.resume('touch')}
        onPointerLeave={() => autoplay.resume('touch')}
        onMouseEnter={() => autoplay.pause('hover')}
        onMouseLeave={() => autoplay.resume('hover')}
        onFocus={() => autoplay.pause('focus')}
        onBlur={() => autoplay.resume('focus')}
      >
        {games.map((g) => (
          <div key={g.nodeId} className={`keen-slider__slide ${styles.slide}`}>
            <GameTile game={g} onLaunch={(x) => void launch(x)} />
          </div>
        ))}
      </div>
    </section>
  );
});
