import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds.ts';
import { useMoney } from '../../money/useMoney.ts';
import styles from './states.module.css';

/**
 * A placeholder that keeps the size of what is loading, hidden from assistive technology, so nothing moves when it
 * arrives. `rows` and `height`: a list's rows; otherwise one block sized by `className` (a lobby area, a panel).
 */
export function Skeleton({
  rows,
  height,
  className,
}: {
  rows?: number;
  height?: number;
  className?: string;
}) {
  if (rows === undefined) {
    return <span className={`${styles.areaSkeleton} ${className ?? ''}`} aria-hidden="true" />;
  }
  return (
    <div className={`${styles.skeleton} ${className ?? ''}`} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} style={{ height }} />
      ))}
    </div>
  );
}

/**
 * A call failed: "Loading failed, click to retry" in place of what would have loaded; the rest of the page stays
 * usable. In a list or form it is a button announced as an alert; with `fill` it is the area's whole box (a lobby
 * area, a help or notice panel), sized by `className`.
 */
export function LoadFailed({
  onRetry,
  fill,
  className,
}: {
  onRetry: () => void;
  fill?: boolean;
  className?: string;
}) {
  if (fill) {
    return (
      <button type="button" className={`${styles.areaRetry} ${className ?? ''}`} onClick={onRetry}>
        <FormattedMessage id="error.load_failed" />
      </button>
    );
  }
  return (
    <div className={`${styles.failed} ${className ?? ''}`} role="alert">
      <button type="button" className={styles.retry} onClick={onRetry}>
        <FormattedMessage id="error.load_failed" />
      </button>
    </div>
  );
}

/** An empty list's message. */
export function Empty({ id }: { id: MessageId }) {
  return (
    <p className={styles.empty}>
      <FormattedMessage id={id} />
    </p>
  );
}

/**
 * The outcome of a form's action (saved, refused, failed) under it, read out politely when it changes; takes no
 * room while empty, so the form does not move when it appears.
 */
export function Notice({ kind, children }: { kind?: 'success' | 'error'; children?: ReactNode }) {
  return (
    <p className={styles.notice} data-kind={kind} role="status" aria-live="polite">
      {children}
    </p>
  );
}

/** An amount in the merchant's currency.format and the page language (money/format.ts). */
export function MoneyText({ value, className }: { value: number; className?: string }) {
  const money = useMoney();
  return <span className={className}>{money(value)}</span>;
}

/** A card with its heading: the unit every page is made of. */
export function Section({
  title,
  children,
  className,
  ...rest
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  'aria-busy'?: boolean;
}) {
  return (
    <section className={`${styles.section} ${className ?? ''}`} {...rest}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** "Load more" under a paged list, with its own retry when the next page failed. */
export function MoreButton({
  shown,
  total,
  busy,
  failed,
  onMore,
}: {
  shown: number;
  total: number;
  busy: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  if (shown >= total) return null;
  return (
    <div className={styles.more}>
      <span className={styles.moreLabel}>
        <FormattedMessage id="wallet.shown" values={{ shown, total }} />
      </span>
      <button
        type="button"
        className={styles.retry}
        onClick={onMore}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <FormattedMessage id={failed ? 'error.load_failed' : 'wallet.more'} />
      </button>
    </div>
  );
}

/** The paged-list fields a list shows (state/kit/pagedList.ts PagedState). */
interface PagedView<T> {
  readonly list: readonly T[];
  readonly totalCount: number;
  readonly status: string;
  readonly more: boolean;
  readonly moreFailed: boolean;
}

/**
 * A paged list's body with all its states: rows of placeholders until the first page, the retry in place when it
 * failed, the empty message, then one row per item and "load more" (with its own retry) while there is more.
 */
export function PagedList<T>({
  paged,
  onLoad,
  empty,
  testId,
  itemKey,
  renderItem,
}: {
  paged: PagedView<T>;
  /** Loads the first page, or the next one with `more`. */
  onLoad: (more?: boolean) => void;
  empty: MessageId;
  testId: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}) {
  if (paged.status === 'error') return <LoadFailed onRetry={() => onLoad()} />;
  if (paged.status !== 'ready' && paged.list.length === 0) return <Skeleton rows={3} height={56} />;
  if (paged.list.length === 0) return <Empty id={empty} />;
  return (
    <>
      <ul className={styles.list} data-testid={testId}>
        {paged.list.map((item) => (
          <li key={itemKey(item)} className={styles.row}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <MoreButton
        shown={paged.list.length}
        total={paged.totalCount}
        busy={paged.more}
        failed={paged.moreFailed}
        onMore={() => onLoad(true)}
      />
    </>
  );
}
