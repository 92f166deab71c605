import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_DEBOUNCE_MS } from '../../state/gamesRules.ts';
import { debounce } from '../../state/kit/debounce.ts';
import styles from './styles.ts';

/** The category screen's search box: typing searches 400 ms after the last key; Enter searches at once. */
export function SearchBox({
  value,
  onChange,
  onSearch,
}: {
  value: string;
  onChange: (v: string) => void;
  onSearch: (term: string) => void;
}) {
  const intl = useIntl();
  const [run] = useState(() => debounce((t: string) => onSearch(t), SEARCH_DEBOUNCE_MS));
  useEffect(() => () => run.cancel(), [run]);
  const label = intl.formatMessage({ id: 'games.search.label' });
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        run.cancel();
        onSearch(value);
      }}
    >
      <input
        type="search"
        className={styles.searchInput}
        value={value}
        aria-label={label}
        placeholder={label}
        enterKeyHint="search"
        onChange={(e) => {
          onChange(e.target.value);
          run(e.target.value);
        }}
      />
    </form>
  );
}
