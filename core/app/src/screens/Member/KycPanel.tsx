import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { MessageId } from '../../i18n/messageIds.ts';
import { checkFile, KYC_MAX_FILES, kycState, loadKyc, uploadKyc } from '../../state/kyc.ts';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import styles from './member.module.css';

type Problem = { id: MessageId; values?: Record<string, string> } | null;

const STATUS_ID = {
  none: 'member.kyc.status.none',
  pending: 'member.kyc.status.pending',
  verified: 'member.kyc.status.verified',
  rejected: 'member.kyc.status.rejected',
} as const satisfies Record<string, MessageId>;

/**
 * Identity verification: the status, and (when nothing is under review or verified) up to 3 PNG or JPG images of
 * at most 5 MB each. A file that is too large or is not an image by its content is refused here, with its name,
 * before anything is sent; the chosen files are then sent together and the status shows pending review.
 */
export function KycPanel() {
  const kyc = useSnapshot(kycState);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<Problem>(null);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    if (kycState.load === 'idle') void loadKyc();
  }, []);

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    setSent(false);
    setFiles([]);
    setProblem(null);
    if (chosen.length > KYC_MAX_FILES) {
      setProblem({ id: 'member.kyc.too_many' });
      e.target.value = '';
      return;
    }
    for (const f of chosen) {
      const verdict = await checkFile(f);
      if (!verdict.ok) {
        setProblem({ id: verdict.id, values: { name: f.name } });
        e.target.value = '';
        return;
      }
    }
    setFiles(chosen);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!files.length) {
      input.current?.focus();
      return;
    }
    const refusal = await uploadKyc(files);
    if (refusal) setProblem({ id: refusal });
    else {
      setFiles([]);
      setSent(true);
      if (input.current) input.current.value = '';
    }
  }

  const status = kyc.status?.status;
  const canUpload = status === 'none' || status === 'rejected';
  return (
    <section className={styles.kyc} aria-labelledby="kyc-title" id="kyc" data-testid="kyc">
      <h2 id="kyc-title" className={styles.kycTitle}>
        <FormattedMessage id="member.kyc.title" />
      </h2>
      {kyc.load === 'error' && !kyc.status ? (
        <LoadFailed onRetry={() => void loadKyc()} />
      ) : !kyc.status ? (
        <Skeleton rows={2} height={28} />
      ) : (
        <>
          <span className={styles.kycStatus} data-status={status} data-testid="kyc-status" role="status">
            <FormattedMessage id={STATUS_ID[kyc.status.status]} />
          </span>
          {status === 'pending' && (
            <p className={styles.muted}>
              <FormattedMessage id="member.kyc.documents" values={{ count: kyc.status.documents.length }} />
            </p>
          )}
          {sent && (
            <p className={styles.muted}>
              <FormattedMessage id="member.kyc.sent" />
            </p>
          )}
          {canUpload && (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <p className={styles.muted}>
                <FormattedMessage id="member.kyc.intro" />
              </p>
              <label className={styles.file}>
                <input
                  ref={input}
                  type="file"
                  accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                  multiple
                  aria-describedby={problem ? errorId : undefined}
                  aria-invalid={problem ? true : undefined}
                  onChange={(e) => void choose(e)}
                />
                <FormattedMessage id="member.kyc.choose" />
              </label>
              {files.length > 0 && (
                <p className={styles.muted}>
                  <FormattedMessage id="member.kyc.selected" values={{ count: files.length }} />
                </p>
              )}
              {problem && (
                <p id={errorId} className={styles.error} role="alert">
                  <FormattedMessage id={problem.id} values={problem.values} />
                </p>
              )}
              <button
                type="submit"
                className={styles.submit}
                disabled={kyc.uploading || files.length === 0}
                aria-busy={kyc.uploading || undefined}
              >
                <FormattedMessage id="member.kyc.submit" />
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
