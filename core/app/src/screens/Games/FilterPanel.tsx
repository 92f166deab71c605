import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Vendor } from '@wl/contract';
import { Modal } from '../../components/Modal.tsx';
import {
  CLASS_OPTIONS,
  filterMode,
  LINE_OPTIONS,
  MIN_BET_OPTIONS,
  NO_FILTER,
  type Classify,
  type GameFilter,
  type Mode,
} from '../../state/gamesRules.ts';
import { classLabel } from '../../components/lobby/labels.ts';
import styles from './styles.ts';

/** The RNG filter panel: vendor, game type, minimum bet and lines (spec section 9's options). */
export function FilterPanel({
  vendors,
  value,
  onApply,
  onClose,
}: {
  vendors: readonly Vendor[];
  value: GameFilter;
  onApply: (m: Mode) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [f, setF] = useState<GameFilter>(value);
  const any = intl.formatMessage({ id: 'games.filter.any' });
  return (
    <Modal title={intl.formatMessage({ id: 'games.filter.title' })} onClose={onClose}>
      <form
        className={styles.filter}
        onSubmit={(e) => {
          e.preventDefault();
          onApply(filterMode(f));
        }}
      >
        <label className={styles.field}>
          <FormattedMessage id="games.filter.vendor" />
          <select value={f.vendor} onChange={(e) => setF({ ...f, vendor: e.target.value })}>
            <option value="">{any}</option>
            {vendors.map((v) => (
              <option key={v.vendorCode} value={v.vendorCode}>
                {v.displayName}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="games.filter.type" />
          <select value={f.classify} onChange={(e) => setF({ ...f, classify: e.target.value as Classify })}>
            {CLASS_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {classLabel(intl, c)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="games.filter.minBet" />
          <select value={f.minBet} onChange={(e) => setF({ ...f, minBet: Number(e.target.value) })}>
            {MIN_BET_OPTIONS.map((b) => (
              <option key={b} value={b}>
                {b === 0 ? any : intl.formatNumber(b)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="games.filter.lines" />
          <select value={f.minLine} onChange={(e) => setF({ ...f, minLine: Number(e.target.value) })}>
            {LINE_OPTIONS.map((l) => (
              <option key={l} value={l}>
                {l === 0
                  ? any
                  : l > 20
                    ? intl.formatMessage({ id: 'games.filter.moreThan20' })
                    : intl.formatNumber(l)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setF(NO_FILTER)}>
            <FormattedMessage id="games.filter.clear" />
          </button>
          <button type="submit" className={styles.primary}>
            <FormattedMessage id="games.filter.apply" />
          </button>
        </div>
      </form>
    </Modal>
  );
}
