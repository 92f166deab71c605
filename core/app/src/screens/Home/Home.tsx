import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { subscribe, useSnapshot } from 'valtio';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import { config } from '../../config/config.ts';
import { i18nState, lazyPart } from '../../i18n/i18n.ts';
import { nextTask } from '../../nextTask.ts';
import { Deferred } from '../../prerender/Deferred.tsx';
import { useHydrated } from '../../prerender/useHydrated.ts';
import { ACCOUNT_TYPE } from '@wl/contract';
import { useDialogTurn } from '../../state/dialogQueue.ts';
import {
  closePopups,
  lobbyState,
  loadContent,
  loadHot,
  loadMenu,
  loadWinners,
  popupsToShow,
} from '../../state/lobby.ts';
import { sessionState } from '../../state/session.ts';
import { setFooterShown } from '../../state/shell.ts';
import { BANNER_HEIGHT, BANNER_WIDTH, BannerCarousel } from './BannerCarousel.tsx';
import { GameMenu } from './GameMenu.tsx';
import { InstallBanner } from './InstallBanner.tsx';
import { giftDismissed, type GiftVariant } from './giftDismissal.ts';
import { homeBanners } from './lobbyRules.ts';
import { NoticeTicker } from './NoticeTicker.tsx';
import { debounce, WINNERS_REFRESH_DEBOUNCE_MS } from './timers.ts';
import styles from './Home.module.css';
import { pathOf } from '../../routes/paths.ts';
import { densitySrcSet } from '../../components/lobby/Img.tsx';
import { LiveHosts } from '../../components/lobby/LiveHosts.tsx';
import { WhenOpen } from '../../components/WhenOpen.tsx';

const GiftPopup = lazyPart(() => import('./GiftPopup.tsx'));
const AnnouncementPopup = lazyPart(() => import('./AnnouncementPopup.tsx'));
/** Agent contract prompts (spec section 2, home content): loaded only for a logged-in player. */
const ContractPrompt = lazyPart(() => import('./ContractPrompt.tsx'));

/**
 * Loads every area once, each on its own; a language change refreshes the winners and the banners and announcement
 * ticker, whose copy the gateway answers in the asked language (debounced 250 ms).
 */
function useLobbyData(): void {
  useEffect(() => {
    void loadContent();
    void loadWinners();
    void loadMenu();
    void loadHot();
    let lang = i18nState.lang;
    const refresh = debounce(() => {
      void loadWinners();
      void loadContent({ quiet: true });
    }, WINNERS_REFRESH_DEBOUNCE_MS);
    const stop = subscribe(i18nState, () => {
      if (i18nState.lang === lang) return;
      lang = i18nState.lang;
      refresh();
    });
    return () => {
      stop();
      refresh.cancel();
    };
  }, []);
}

/**
 * The gift popup's variant to show now, or null. The guest version shows to a visitor until dismissed this session;
 * the post-login version only to a plain member (never a trial or agent account: its Claim is the member's welcome
 * bonus), until dismissed by that account. It waits its turn in the dialog queue (terms, announcement, gift).
 */
function useGift(): [GiftVariant | null, () => void] {
  const hydrated = useHydrated();
  const info = useSnapshot(sessionState).info;
  const variant: GiftVariant = info ? 'member' : 'guest';
  const userName = info?.userName;
  const [closed, setClosed] = useState<GiftVariant[]>([]);
  const wants =
    hydrated &&
    Boolean(config().giftPopup) &&
    (!info || info.type === ACCOUNT_TYPE.member) &&
    !closed.includes(variant) &&
    !giftDismissed(variant, userName);
  const show = useDialogTurn('gift', wants);
  return [show ? variant : null, () => setClosed((c) => [...c, variant])];
}

/** The announcement popups to show on arrival, in their turn of the dialog queue (after terms, before the gift). */
function Announcement() {
  const hydrated = useHydrated();
  const s = useSnapshot(lobbyState);
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  const popups = useMemo(
    () => (s.content.status === 'ready' ? popupsToShow(s.content.popups, loggedIn) : []),
    [s.content, loggedIn],
  );
  const show = useDialogTurn('announcement', hydrated && !s.popupClosed && popups.length > 0);
  return (
    <WhenOpen open={show}>
      {show && (
        <AnnouncementPopup
          popups={popups}
          onClose={() =>
            closePopups(
              popups.map((p) => p.id),
              loggedIn,
            )
          }
        />
      )}
    </WhenOpen>
  );
}

/**
 * Whether the first banner's image is ready to paint: the first-paint banner keeps the box until then, so the swap
 * shows no empty slide and the page's largest paint stays the prerendered image.
 */
function useImageReady(url: string | undefined): boolean {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    const img = new Image();
    // The very file the carousel's image will show (its srcset, the screen's density), not only its 1x src.
    const dense = densitySrcSet(url);
    if (dense) img.srcset = dense.srcSet;
    img.src = url;
    const done = () => live && setReady(url);
    // A broken or slow image must not hold the carousel back for long.
    const timer = setTimeout(done, 3000);
    img.decode().then(done, done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [url]);
  return !url || ready === url;
}

/**
 * The lobby: banners, the announcement ticker, the game menu (hot games, winners, jackpot, categories and the game
 * list), then the arrival dialogs in their queue. Every area has a fixed-size placeholder and its own retry.
 */
/** The gift popup, a component of its own: what decides it (hydration, session, the queue) renders only it. */
function Gift() {
  const [gift, closeGift] = useGift();
  return <WhenOpen open={gift !== null}>{gift && <GiftPopup variant={gift} onClose={closeGift} />}</WhenOpen>;
}

/**
 * What home shows below its banner and ticker, made once: each part reads its own data, so when home renders again
 * (its content arrives: a store change, which React renders synchronously) these are the same elements and React
 * skips them instead of rendering the whole game menu again on that blocking pass.
 */
const homeAreas = (
  <>
    {/* Below the banner, each area hydrates on a task of its own (prerender/Deferred.tsx). */}
    <Deferred id="home-games">
      <InstallBanner />
      <GameMenu />
      <LiveHosts />
    </Deferred>
    <Announcement />
    <Gift />
  </>
);

export default function Home() {
  const intl = useIntl();
  const s = useSnapshot(lobbyState);
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  useLobbyData();
  // The layout shows the footer (a landmark beside main) only once home's content is in, so it never jumps down.
  // It renders a task after home's own effects (the data loads), so neither waits on the other.
  useEffect(() => {
    let live = true;
    void nextTask().then(() => live && setFooterShown(true));
    return () => {
      live = false;
      setFooterShown(false);
    };
  }, []);
  const banners = homeBanners(s.content.banners, s.liveHosts);
  const firstReady = useImageReady(config().assets.banner ? banners[0]?.url : undefined);
  return (
    <section className={styles.home} aria-label={intl.formatMessage({ id: 'home.label' })}>
      {s.content.status === 'error' ? (
        <div className={styles.bannerBox}>
          <LoadFailed fill onRetry={() => void loadContent()} />
        </div>
      ) : s.content.status === 'ready' && banners.length > 0 && firstReady ? (
        <BannerCarousel key={banners.map((b) => b.id).join()} banners={banners} />
      ) : s.content.status === 'ready' && banners.length === 0 ? null : (
        <div
          className={styles.bannerBox}
          role="region"
          aria-label={intl.formatMessage({ id: 'home.banner' })}
          aria-busy="true"
          data-testid="home-banner"
        >
          {config().assets.banner ? (
            // The merchant's first-paint banner: prerendered and preloaded, so the page's largest image paints
            // before any script runs; the gateway's banners take its place in the same box.
            <img
              className={styles.fill}
              src={config().assets.banner}
              // The carousel's own densities: a dense screen fetches once, early, the file its banner then shows.
              srcSet={densitySrcSet(config().assets.banner!)?.srcSet}
              alt={config().brandName}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              fetchPriority="high"
            />
          ) : (
            <Skeleton className={styles.fill} />
          )}
        </div>
      )}
      {s.content.status === 'error' ? (
        <LoadFailed fill className={styles.tickerBox} onRetry={() => void loadContent()} />
      ) : s.content.status === 'ready' ? (
        <NoticeTicker notices={s.content.notices} />
      ) : (
        <Skeleton className={styles.tickerBox} />
      )}
      {!loggedIn && (
        <Link className={styles.freePlay} to={pathOf('trail')}>
          <FormattedMessage id="home.freePlay" />
        </Link>
      )}
      {homeAreas}
      <WhenOpen open={loggedIn}>
        <ContractPrompt />
      </WhenOpen>
    </section>
  );
}
