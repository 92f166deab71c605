import { memo, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useKeenSlider } from 'keen-slider/react.es';
import type { GameTile as Tile } from '@wl/contract';
import { GameTile } from '../../components/lobby/GameTile.tsx';
import { prefersReducedMotion } from '../../state/platform.ts';
import { createDrift } from './timers.ts';
import { useLaunch } from '../../components/lobby/useLaunch.ts';
import styles from './HotCarousel.module.css';

/** The hot-game carousel loops only above 3 games (spec section 9). */
export const hotLoops = (count: number): boolean => count > 3;

/** The hot carousel drifts one tile (108 px and its 8 px gap) this often: about 39 px a second. */
export const HOT_MS_PER_TILE = 3000;
/** Tiles per stretch of drift: each stretch is one linear keen-slider animation, the next starts as it ends. */
const STRETCH = 4;
const linear = (t: number) => t;

/**
 * Hot games drifting continuously (spec section 2: "autoplays continuously and loops only with more than 3
 * games"); each tile launches its game. It holds still while touched, dragged, hovered or focused, or in a hidden
 * tab, and never moves on its own for a player who asked for reduced motion, nor with 3 games or fewer (they fit).
 */
export const HotCarousel = memo(function HotCarousel({ games }: { games: readonly Tile[] }) {
  const intl = useIntl();
  const launch = useLaunch();
  const loop = hotLoops(games.length);
  const move = useRef<() => void>(() => undefined);
  const halt = useRef<() => void>(() => undefined);
  const [drift] = useState(() =>
    createDrift(
      () => move.current(),
      () => halt.current(),
    ),
  );
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    loop,
    renderMode: 'performance',
    slides: { perView: 'auto', spacing: 8 },
    dragStarted: () => drift.pause('drag'),
    dragEnded: () => drift.resume('drag'),
    animationEnded: () => drift.ended(),
  });
  useEffect(() => {
    move.current = () => {
      const s = slider.current;
      if (!s) return;
      s.moveToIdx(s.track.details.abs + STRETCH, true, {
        duration: STRETCH * HOT_MS_PER_TILE,
        easing: linear,
      });
    };
    halt.current = () => slider.current?.animator.stop();
    if (!loop || prefersReducedMotion()) return;
    drift.start();
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? drift.pause('hidden') : drift.resume('hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      drift.stop();
    };
  }, [slider, loop, drift]);
  return (
    <section className={styles.hot} aria-labelledby="lobby-hot-title">
      <h2 id="lobby-hot-title" className={styles.title}>
        {intl.formatMessage({ id: 'lobby.hot.title' })}
      </h2>
      <div
        ref={ref}
        className="keen-slider"
        data-testid="hot-games"
        onPointerDown={() => drift.pause('touch')}
        onPointerUp={() => drift.resume('touch')}
        onPointerCancel={() => drift.resume('touch')}
        onPointerLeave={() => drift.resume('touch')}
        onMouseEnter={() => drift.pause('hover')}
        onMouseLeave={() => drift.resume('hover')}
        onFocus={() => drift.pause('focus')}
        onBlur={() => drift.resume('focus')}
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
