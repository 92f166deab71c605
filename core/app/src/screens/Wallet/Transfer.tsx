import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot, type Snapshot } from 'valtio';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { LoadFailed, Notice, Skeleton } from '../../components/page/index.ts';
import { dataMessageId, type MessageId } from '../../i18n/messageIds.ts';
import { amountString, checkAmount, toAsciiDigits } from '../../money/amount.ts';
import { useMoney } from '../../money/useMoney.ts';
import { isApiError } from '../../state/accountErrors.ts';
import {
  balanceOf,
  loadTransfer,
  MAIN_WALLET,
  transfer,
  transferState,
  type MerchantWallets,
} from '../../state/transfer.ts';
import styles from './styles.ts';
import type messages from './Transfer.messages.json';

declare module '../../i18n/messageIds.ts' {
  interface ScreenMessages {
    transfer: typeof messages.en;
  }
}

type Shown = { kind: 'success' | 'error'; id: MessageId; values?: Record<string, string> } | null;

/** The largest amount the gateway's Amount takes (twelve digits). */
const MAX_AMOUNT = 999_999_999_999;

/**
 * /m/transfer: the merchant's wallets (getMerchantWallet) with the member's balance in each, and a transfer between
 * the main wallet and a game vendor's wallet (wallet transfer, spec section 7). Loading keeps the card's size; a
 * failed load has its retry; a merchant with no game wallets says so.
 */
export default function Transfer() {
  const s = useSnapshot(transferState);
  const [notice, setNotice] = useState<Shown>(null);
  useEffect(() => {
    void loadTransfer();
  }, []);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="tr-wallets" aria-busy={s.status === 'loading'}>
        <h2 id="tr-wallets" className={styles.cardTitle}>
          <FormattedMessage id="transfer.wallets" />
        </h2>
        {s.status === 'error' ? (
          <LoadFailed onRetry={() => void loadTransfer()} />
        ) : s.status !== 'ready' || !s.value ? (
          <Skeleton rows={4} height={44} />
        ) : (
          <WalletList value={s.value} />
        )}
      </section>
      {notice ? (
        <Notice kind={notice.kind}>
          <FormattedMessage id={notice.id} values={notice.values} />
        </Notice>
      ) : null}
      {s.status === 'ready' && s.value ? (
        s.value.wallets.length > 1 ? (
          <TransferForm value={s.value} onNotice={setNotice} />
        ) : (
          <p className={styles.muted}>
            <FormattedMessage id="transfer.none" />
          </p>
        )
      ) : null}
    </div>
  );
}

/** The wallet's name as shown: the main wallet in the page language, a game wallet by its vendor's name. */
function useWalletName(): (w: { walletId: string; name: string }) => string {
  const intl = useIntl();
  return (w) => (w.walletId === MAIN_WALLET ? intl.formatMessage({ id: 'transfer.main' }) : w.name);
}

/**
 * The main wallet first, large, then the game wallets that hold money: a merchant may have thirty vendors, and a
 * wall of zero balances would push the form off the screen. The rest are one tap away ("Show all"), and a wallet
 * emptied by a transfer stays listed until the screen is left, so a row never vanishes under the player's eyes.
 */
function WalletList({ value }: { value: Snapshot<MerchantWallets> }) {
  const money = useMoney();
  const nameOf = useWalletName();
  const [all, setAll] = useState(false);
  const [seen] = useState(() => new Set<string>());
  const games = value.wallets.filter((w) => w.walletId !== MAIN_WALLET);
  for (const w of games) if ((w.balance ?? 0) > 0) seen.add(w.walletId);
  const shown = all ? games : games.filter((w) => seen.has(w.walletId));
  const main = value.wallets.find((w) => w.walletId === MAIN_WALLET);
  return (
    <div data-testid="transfer-wallets">
      <dl className={styles.balance}>
        <dt>
          <FormattedMessage id="transfer.main" />
        </dt>
        <dd className={styles.balanceAmount} data-wallet={MAIN_WALLET}>
          {money(main?.balance ?? 0)}
        </dd>
      </dl>
      {games.length ? (
        <>
          <h3 className={styles.legend} id="tr-games">
            <FormattedMessage id="transfer.gameWallets" />
          </h3>
          {shown.length ? (
            <dl className={styles.list} id="tr-game-list" aria-labelledby="tr-games">
              {shown.map((w) => (
                <div key={w.walletId} className={styles.spread}>
                  <dt>{nameOf(w)}</dt>
                  <dd data-wallet={w.walletId}>{money(w.balance ?? 0)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.muted} id="tr-game-list">
              <FormattedMessage id="transfer.gamesEmpty" />
            </p>
          )}
          {shown.length < games.length || all ? (
            <button
              type="button"
              className={styles.showAll}
              aria-expanded={all}
              aria-controls="tr-game-list"
              onClick={() => setAll((a) => !a)}
            >
              <FormattedMessage
                id={all ? 'transfer.showHolding' : 'transfer.showAll'}
                values={{ count: games.length }}
              />
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Main wallet to a game wallet, or back: the game wallet, the direction and the amount. */
function TransferForm({
  value,
  onNotice,
}: {
  value: Snapshot<MerchantWallets>;
  onNotice: (n: Shown) => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const nameOf = useWalletName();
  const { submitting } = useSnapshot(transferState);
  const games = value.wallets.filter((w) => w.walletId !== MAIN_WALLET);
  const [game, setGame] = useState(games[0]!.walletId);
  const [into, setInto] = useState(true);
  const from = into ? MAIN_WALLET : game;
  const to = into ? game : MAIN_WALLET;
  const form = useForm<'amount'>(
    { amount: '' },
    {
      amount: {
        validate: (v) => checkAmount(v, { min: 0.01, max: MAX_AMOUNT, balance: balanceOf(from) }, money),
      },
    },
  );
  const gameName = nameOf(games.find((w) => w.walletId === game)!);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting || form.validate(['amount'])) return;
    onNotice(null);
    try {
      const r = await transfer(from, to, amountString(form.values.amount));
      form.setValue('amount', '');
      form.setError('amount', null, false);
      onNotice({
        kind: 'success',
        id: 'transfer.done',
        values: { amount: money(r.amount), balance: money(r.balance) },
      });
    } catch (err) {
      const key: MessageId = isApiError(err) ? dataMessageId(err.key) : 'error.unknown';
      if (key === 'error.insufficient_balance') form.setError('amount', { id: key });
      else onNotice({ kind: 'error', id: key });
    }
  }
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="tr-title">
      <h2 id="tr-title" className={styles.cardTitle}>
        <FormattedMessage id="route.transfer" />
      </h2>
      <label className={styles.legend} htmlFor="tr-game">
        <FormattedMessage id="transfer.game" />
      </label>
      <select id="tr-game" className={styles.select} value={game} onChange={(e) => setGame(e.target.value)}>
        {games.map((w) => (
          <option key={w.walletId} value={w.walletId}>
            {nameOf(w)}
          </option>
        ))}
      </select>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage id="transfer.direction" />
        </legend>
        <label className={styles.choice}>
          <input type="radio" name="direction" checked={into} onChange={() => setInto(true)} />
          <FormattedMessage id="transfer.in" values={{ wallet: gameName }} />
        </label>
        <label className={styles.choice}>
          <input type="radio" name="direction" checked={!into} onChange={() => setInto(false)} />
          <FormattedMessage id="transfer.out" values={{ wallet: gameName }} />
        </label>
      </fieldset>
      <TextField
        {...form.field('amount')}
        label={intl.formatMessage({ id: 'wallet.amount.label' })}
        inputMode="decimal"
        filter={toAsciiDigits}
        maxLength={16}
        required
      />
      <p className={styles.muted}>
        <FormattedMessage id="transfer.available" values={{ amount: money(balanceOf(from)) }} />
      </p>
      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        <FormattedMessage id="transfer.submit" />
      </button>
    </form>
  );
}
