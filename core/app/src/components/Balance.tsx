import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { displayBalance, symbolParts } from '../money/format.ts';
import { i18nState } from '../i18n/i18n.ts';
import { isTrial, sessionState } from '../state/session.ts';
import { refreshWallet, toggleBalanceHidden, walletState } from '../state/wallet.ts';
import { Icon } from './Icon.tsx';
import styles from './Balance.module.css';

/**
 * Currency symbol and balance (the merchant's money format from money/format.ts, asterisks when hidden), the
 * hide/show toggle and the refresh button. The same view serves the header, the side menu and the member center, so
 * the mask choice is shared. A trial (free-play) balance carries a demo mark beside it: it is play money (issue 27).
 */
export function Balance({ tone = 'header' }: { tone?: 'header' | 'surface' }) {
  const intl = useIntl();
  const wallet = useSnapshot(walletState);
  const { tag } = useSnapshot(i18nState);
  const parts = symbolParts(displayBalance(wallet.balance, wallet.hidden, tag));
  const demo = isTrial(useSnapshot(sessionState).info);
  return (
    <span className={`${styles.balance} ${tone === 'header' ? styles.onHeader : ''}`}>
      <span className="sr-only">{intl.formatMessage({ id: 'balance.label' })}</span>
      {/* Isolated left to right, so a right-to-left line keeps "₨300" (not "300₨"). */}
      <bdi dir="ltr" className={styles.amount} data-testid="balance">
        {parts.map((p) =>
          p.type === 'symbol' ? (
            <span key={p.type} className={styles.symbol}>
              {p.value}
            </span>
          ) : (
            p.value
          ),
        )}
      </bdi>
      {demo && (
        <span className={styles.demo} data-testid="demo-mark">
          {intl.formatMessage({ id: 'balance.demo' })}
        </span>
      )}
      <button
        type="button"
        className={styles.icon}
        aria-label={intl.formatMessage({ id: wallet.hidden ? 'balance.show' : 'balance.hide' })}
        onClick={toggleBalanceHidden}
      >
        <Icon name={wallet.hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className={`${styles.icon} ${wallet.loading ? styles.spinning : ''}`}
        aria-label={intl.formatMessage({ id: 'balance.refresh' })}
        aria-busy={wallet.loading}
        onClick={() => void refreshWallet()}
      >
        <Icon name="refresh" size={18} />
      </button>
    </span>
  );
}
