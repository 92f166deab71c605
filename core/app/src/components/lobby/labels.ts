import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds.ts';
import type { Classify } from '../../state/gamesRules.ts';

const TAB_IDS: Record<string, MessageId> = {
  RNG: 'games.tab.RNG',
  FISH: 'games.tab.FISH',
  PVP: 'games.tab.PVP',
  BINGO: 'games.tab.BINGO',
  BGS: 'games.tab.BGS',
  JILI: 'games.tab.JILI',
  TF: 'games.tab.TF',
  LIVE: 'games.tab.LIVE',
  SPORTS: 'games.tab.SPORTS',
  ESPORTS: 'games.tab.ESPORTS',
  LOTT: 'games.tab.LOTT',
  ELOTTO: 'games.tab.ELOTTO',
  ELOTT: 'games.tab.ELOTTO',
};

/** The label of a category tab (a gameType value of /m/gameList). */
export const tabLabel = (intl: IntlShape, id: string): string =>
  intl.formatMessage({ id: TAB_IDS[id] ?? 'games.tab.all' });

const CLASS_IDS: Record<Exclude<Classify, 'all' | ''>, MessageId> = {
  JP: 'games.class.JP',
  SC: 'games.class.SC',
  VP: 'games.class.VP',
  TG: 'games.class.TG',
  AC: 'games.class.AC',
  BG: 'games.class.BG',
  Crash: 'games.class.Crash',
};

/** The label of a game class of the filter panel ('all' is "All"). */
export const classLabel = (intl: IntlShape, c: Classify): string =>
  c === 'all' ? intl.formatMessage({ id: 'games.filter.any' }) : intl.formatMessage({ id: CLASS_IDS[c] });
