import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useKeenSlider } from 'keen-slider/react.es';
import 'keen-slider/keen-slider.min.css';
import type { Banner } from '@wl/contract';
import { Img } from '../../components/lobby/Img.tsx';
import { APP_PATH_PREFIX } from '../../routes/paths.ts';
import { BANNER_AUTOPLAY_MS, createAutoplay } from './timers.ts';
import styles from './BannerCarousel.module.css';

/** Banner art size (the gateway's banners are 16:7): the box is reserved before any image arrives. */
export const BANNER_WIDTH = 640;
export const BANNER_HEIGHT = 280;

/**
 * How long a banner is shown before the next one starts loading: well before autoplay moves on (5 s), so it paints
 * as it slides in, and never for a player who leaves the first screen at once. A touch or focus loads both
 * neighbours at once (the player is about to swipe); a banner dragged into view loads as it comes near.
 */
export const BANNER_PRELOAD_MS = 3000;

function Slide({ banner, first, wanted }: { banner: Banner; first: boolean; wanted: boolean }) {
  const img = (
    <Img
      className={styles.image}
      src={banner.url}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      lazy={!wanted}
      // The first banner is the page's largest paint.
      fetchPriority={first ? 'high' : undefined}
      draggable={false}
    />
  );
  if (banner.link.startsWith(APP_PATH_PREFIX))
    return (
      <Link to={banner.link} className={styles.link} draggable={false}>
        {img}
      </Link>
    );
  if (banner.link.startsWith('https://'))
    return (
      <a href={banner.link} className={styles.link} target="_blank" rel="noopener noreferrer">
        {img}
      </a>
    );
  return img;
}

/**
 * The home banner carousel (keen-slider): swipe, dots named for screen readers, autoplay every 5 s when there is
 * more than one banner, paused while the player touches or focuses it and while the tab is hidden.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const count = banners.length;
  const [current, setCurrent] = useState(0);
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const want = useCallback(
    (...slides: number[]) =>
      setWanted((w) => (slides.every((i) => w.has(i)) ? w : new Set([...w, ...slides]))),
    [],
  );
  const next = useRef<() => void>(() => undefined);
  const [autoplay] = useState(() => ({ current: createAutoplay(BANNER_AUTOPLAY_MS, () => next.current()) }));
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: count > 1,
    drag: count > 1,
    slideChanged(s) {
      setCurrent(s.track.details.rel);
    },
    dragStarted() {
      autoplay.current.pause('drag');
    },
    animationEnded() {
      autoplay.current.resume('drag');
      autoplay.current.restart();
    },
  });

  useEffect(() => {
    next.current = () => slider.current?.next();
  }, [slider]);

  useEffect(() => {
    const a = autoplay.current;
    if (count < 2) return;
    a.start();
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? a.pause('hidden') : a.resume('hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      a.stop();
    };
  }, [count, autoplay]);

  useEffect(() => {
    if (count < 2) return;
    want(current);
    const t = setTimeout(() => want((current + 1) % count), BANNER_PRELOAD_MS);
    return () => clearTimeout(t);
  }, [current, count, want]);
  const neighbours = () => count > 1 && want((current + 1) % count, (current + count - 1) % count);

  const pause = (reason: string) => () => autoplay.current.pause(reason);
  const resume = (reason: string) => () => autoplay.current.resume(reason);

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={intl.formatMessage({ id: 'lobby.banner.carousel' })}
      aria-label={intl.formatMessage({ id: 'home.banner' })}
      data-testid="home-banner"
      onPointerDown={() => {
        neighbours();
        pause('touch')();
      }}
      onPointerUp={resume('touch')}
      onPointerCancel={resume('touch')}
      onPointerLeave={resume('touch')}
      onFocus={() => {
        neighbours();
        pause('focus')();
      }}
      onBlur={resume('focus')}
    >
      <div ref={sliderRef} className={`keen-slider ${styles.track}`}>
        {banners.map((b, i) => (
          <div
            key={b.id}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'lobby.banner.slide' })}
            aria-label={intl.formatMessage({ id: 'lobby.banner.position' }, { n: i + 1, count })}
            aria-hidden={i === current ? undefined : true}
            inert={i === current ? undefined : true}
          >
            <Slide banner={b} first={i === 0} wanted={wanted.has(i)} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={styles.dot}
              aria-label={intl.formatMessage({ id: 'lobby.banner.goTo' }, { n: i + 1, count })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => {
                slider.current?.moveToIdx(i);
                autoplay.current.restart();
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
