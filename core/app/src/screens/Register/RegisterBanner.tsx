import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Img } from '../../components/lobby/Img.tsx';
import { i18nState } from '../../i18n/i18n.ts';
import { APP_PATH_PREFIX } from '../../routes/paths.ts';
import { loadRegisterBanners, registerBannerState } from '../../state/registerBanner.ts';
import styles from './RegisterBanner.module.css';

/** The gateway's banner art is 16:7; the box keeps that ratio before the image arrives. */
const WIDTH = 640;
const HEIGHT = 280;

/**
 * The registration banner (announcements of type B, group m_reg): the first one the platform lists, above the form.
 * Its box is reserved while the answer is on its way; a failed or empty answer shows no banner.
 */
export function RegisterBanner() {
  const s = useSnapshot(registerBannerState);
  const { lang } = useSnapshot(i18nState);
  useEffect(() => {
    void loadRegisterBanners();
  }, [lang]);
  if (s.status === 'error' || (s.status === 'ready' && s.banners.length === 0)) return null;
  const banner = s.status === 'ready' ? s.banners[0] : undefined;
  if (!banner) return <div className={styles.box} aria-hidden="true" data-testid="register-banner-loading" />;
  const img = (
    <Img
      className={styles.image}
      src={banner.url}
      alt={banner.title}
      width={WIDTH}
      height={HEIGHT}
      lazy={false}
      fetchPriority="high"
    />
  );
  return (
    <div className={styles.box} data-testid="register-banner">
      {banner.link.startsWith(APP_PATH_PREFIX) ? (
        <Link to={banner.link} className={styles.link}>
          {img}
        </Link>
      ) : banner.link.startsWith('https://') ? (
        <a href={banner.link} className={styles.link} target="_blank" rel="noopener noreferrer">
          {img}
        </a>
      ) : (
        img
      )}
    </div>
  );
}
