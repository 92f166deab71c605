import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Banner } from '@wl/contract';
import { Modal } from '../../components/Modal.tsx';
import { Img } from '../../components/lobby/Img.tsx';
import { pathOf } from '../../routes/paths.ts';
import styles from './GiftPopup.module.css';

/** The activity widget's More popup: the top-up offers and a Deposit button to /m/voucherCenter. */
export default function ActivityPopup({
  banners,
  onClose,
}: {
  banners: readonly Banner[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Modal title={intl.formatMessage({ id: 'lobby.activity.label' })} onClose={onClose}>
      {banners.map((b) => (
        <Img key={b.id} src={b.url} alt={b.title} width={640} height={280} className={styles.offer} />
      ))}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          <FormattedMessage id="action.close" />
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            onClose();
            navigate(pathOf('voucherCenter'));
          }}
        >
          <FormattedMessage id="nav.deposit" />
        </button>
      </div>
    </Modal>
  );
}
