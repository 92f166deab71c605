import { countWords, feedbackWords } from '@wl/manifest/feedback';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../state/accountErrors.ts';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import { config } from '../../config/config.ts';
import { pathOf } from '../../routes/paths.ts';
import { toAsciiDigits } from '../../i18n/format.ts';
import {
  FEEDBACK_CATEGORIES,
  feedbackState,
  loadCaptcha,
  loadHistory,
  sendFeedback,
  type FeedbackCategory,
} from '../../state/feedback.ts';
import { isTrial, sessionState } from '../../state/session.ts';
import { DURATION, showLoading, toast } from '../../state/ui.ts';
import { addImages, type PickedImage } from './feedbackFiles.ts';
import form from '../../components/form/form.module.css';
import styles from './content.module.css';

type FieldError = 'content' | 'images' | 'captcha' | null;

function History() {
  const s = useSnapshot(feedbackState);
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="feedback-history">
      <h2 id="feedback-history" className={styles.title}>
        <FormattedMessage id="content.feedback.history" />
      </h2>
      {s.historyLoad === 'error' ? (
        <LoadFailed fill className={styles.retry} onRetry={() => void loadHistory()} />
      ) : s.historyLoad !== 'ready' ? (
        <Skeleton className={styles.skeletonRow} />
      ) : s.history.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="content.feedback.historyEmpty" />
        </p>
      ) : (
        <ul className={styles.history} aria-label={intl.formatMessage({ id: 'content.feedback.history' })}>
          {s.history.map((f) => (
            <li key={f.id} className={styles.historyItem}>
              <span className={styles.muted}>
                <FormattedDate value={f.createdAt} dateStyle="medium" timeStyle="short" />
                {' · '}
                <FormattedMessage id={`content.feedback.category.${f.category}`} />
                {f.images > 0 && (
                  <>
                    {' · '}
                    <FormattedMessage id="content.feedback.imageCount" values={{ count: f.images }} />
                  </>
                )}
              </span>
              {/* Plain text as the player wrote it: React escapes it. */}
              <p>{f.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Feedback (/m/feedback): a topic, the text (between the merchant's minimum and maximum words), up to three png/jpg
 * screenshots of at most 5 MB, and a captcha; the member's earlier feedback below. Guests are asked to log in.
 */
export default function Feedback() {
  const intl = useIntl();
  const session = useSnapshot(sessionState).info;
  const { pathname, search } = useLocation();
  const s = useSnapshot(feedbackState);
  const id = useId();
  const { minWords, maxWords } = feedbackWords(config());
  const [category, setCategory] = useState<FeedbackCategory>('suggestion');
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const member = session !== null && !isTrial(session);

  useEffect(() => {
    if (!member) return;
    void loadHistory();
    void loadCaptcha();
  }, [member]);

  if (!member)
    return (
      <section className={styles.page} aria-label={intl.formatMessage({ id: 'route.feedback' })}>
        <div className={styles.card}>
          <p className={styles.muted}>
            <FormattedMessage id={session ? 'free_reject' : 'content.feedback.login'} />
          </p>
          <div className={styles.actions}>
            <Link
              className={styles.link}
              to={session ? pathOf('register') : pathOf('login', { redirect: pathname + search })}
            >
              <FormattedMessage id={session ? 'nav.register' : 'nav.login'} />
            </Link>
          </div>
        </div>
      </section>
    );

  const words = countWords(text);
  const wordsOk = words >= minWords && words <= maxWords;

  const pick = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const next = await addImages(images, [...files]);
    if (fileRef.current) fileRef.current.value = '';
    if (!next) return setError('images');
    setImages(next);
    if (error === 'images') setError(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!wordsOk) {
      setError('content');
      textRef.current?.focus();
      return;
    }
    if (!/^\S{1,16}$/.test(captcha)) {
      setError('captcha');
      captchaRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const done = showLoading();
    try {
      await sendFeedback({ content: text, category, images, captcha });
      setText('');
      setImages([]);
      setCaptcha('');
      toast({ id: 'content.feedback.sent' }, { kind: 'success', duration: DURATION.success });
    } catch (err) {
      setCaptcha('');
      const key = isApiError(err) ? err.key : 'error.unknown';
      if (isApiError(err) && err.code.startsWith('CAPTCHA')) {
        setError('captcha');
        captchaRef.current?.focus();
      }
      toast({ id: key }, { kind: 'error', duration: DURATION.short });
    } finally {
      done();
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-label={intl.formatMessage({ id: 'route.feedback' })}>
      <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-cat`}>
            <FormattedMessage id="content.feedback.category" />
          </label>
          <select
            id={`${id}-cat`}
            className={styles.input}
            value={category}
            onChange={(e) => setCategory(e.target.value as FeedbackCategory)}
          >
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {intl.formatMessage({ id: `content.feedback.category.${c}` })}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-text`}>
            <FormattedMessage id="content.feedback.content" />
          </label>
          <textarea
            id={`${id}-text`}
            ref={textRef}
            className={styles.textarea}
            value={text}
            maxLength={2000}
            aria-invalid={error === 'content' || undefined}
            aria-describedby={`${id}-words ${id}-count`}
            onChange={(e) => {
              setText(e.target.value);
              if (error === 'content') setError(null);
            }}
          />
          <span
            id={`${id}-words`}
            className={error === 'content' ? styles.error : styles.hint}
            role={error === 'content' ? 'alert' : undefined}
          >
            <FormattedMessage id="content.feedback.words" values={{ min: minWords, max: maxWords }} />
          </span>
          <span id={`${id}-count`} className={styles.hint} data-testid="feedback-word-count">
            <FormattedMessage id="content.feedback.count" values={{ count: words, max: maxWords }} />
          </span>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-files`}>
            <FormattedMessage id="content.feedback.images" />
          </label>
          {/* The native picker is hidden (its button speaks the browser's language, not the page's); the button
              below opens it. */}
          <input
            id={`${id}-files`}
            ref={fileRef}
            className="sr-only"
            tabIndex={-1}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={images.length >= 3}
            aria-invalid={error === 'images' || undefined}
            onChange={(e) => void pick(e.target.files)}
          />
          <button
            type="button"
            className={styles.secondary}
            disabled={images.length >= 3}
            aria-describedby={`${id}-files-hint`}
            onClick={() => fileRef.current?.click()}
          >
            <FormattedMessage id="content.feedback.addImage" />
          </button>
          <span
            id={`${id}-files-hint`}
            className={error === 'images' ? styles.error : styles.hint}
            role={error === 'images' ? 'alert' : undefined}
          >
            <FormattedMessage id="error.kyc_file" />
          </span>
          {images.length > 0 && (
            <ul className={styles.thumbs}>
              {images.map((img, i) => (
                <li key={`${img.name}-${i}`} className={styles.thumb}>
                  <img src={img.data} alt={img.name} width={72} height={72} />
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={intl.formatMessage(
                      { id: 'content.feedback.removeImage' },
                      { name: img.name },
                    )}
                    onClick={() => setImages(images.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-captcha`}>
            <FormattedMessage id="account.captcha.label" />
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-captcha`}
              ref={captchaRef}
              className={styles.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              value={captcha}
              aria-invalid={error === 'captcha' || undefined}
              onChange={(e) => {
                setCaptcha(toAsciiDigits(e.target.value).trim());
                if (error === 'captcha') setError(null);
              }}
            />
            <button
              type="button"
              className={styles.captcha}
              aria-label={intl.formatMessage({ id: 'account.captcha.refresh' })}
              data-challenge={s.captcha?.key}
              onClick={() => void loadCaptcha()}
            >
              {s.captcha && s.captchaLoad === 'ready' ? (
                <img src={s.captcha.image} alt="" width={100} height={44} data-testid="feedback-captcha" />
              ) : s.captchaLoad === 'error' ? (
                <FormattedMessage id="error.load_failed" />
              ) : null}
            </button>
          </div>
          {error === 'captcha' && (
            <span className={styles.error} role="alert">
              <FormattedMessage id="validation.captcha_missing" />
            </span>
          )}
        </div>
        <button type="submit" className={styles.button} disabled={busy}>
          <FormattedMessage id="content.feedback.submit" />
        </button>
      </form>
      <History />
    </section>
  );
}
