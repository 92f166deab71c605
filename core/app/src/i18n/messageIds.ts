/**
 * Message ids, typed from the English core catalogue (the area files below and the screens' own files): a missing or misspelled id in `intl.formatMessage({ id })`,
 * `<FormattedMessage id>`, a `Message` of the UI store or a route title fails the typecheck. react-intl reads the
 * id type from the global FormatjsIntl.Message declaration below, so the typed path is the only one.
 */
import type account from './messages/en/account.json';
import type agent from './messages/en/agent.json';
import type common from './messages/en/common.json';
import type content from './messages/en/content.json';
import type errors from './messages/en/errors.json';
import type games from './messages/en/games.json';
import type lobby from './messages/en/lobby.json';
import type protection from './messages/en/protection.json';
import type member from './messages/en/member.json';
import type service from './messages/en/service.json';
import type shell from './messages/en/shell.json';
import type wallet from './messages/en/wallet.json';

export type MessageId =
  | keyof typeof account
  | keyof typeof agent
  | keyof typeof common
  | keyof typeof content
  | keyof typeof errors
  | keyof typeof games
  | keyof typeof lobby
  | keyof typeof member
  | keyof typeof service
  | keyof typeof shell
  | keyof typeof wallet
  | keyof typeof protection
  | ScreenMessageId;

/**
 * The ids of the screens' own messages (screens/<Area>/<Screen>.messages.json, beside the screen): each screen adds
 * its file here from its own module, so no list in this file grows with the screens:
 *
 *     import type messages from './LotteryHistory.messages.json';
 *     declare module '../../i18n/messageIds.ts' {
 *       interface ScreenMessages { lotteryHistory: typeof messages.en }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each screen (declaration merging)
export interface ScreenMessages {}

type ScreenMessageId = { [S in keyof ScreenMessages]: keyof ScreenMessages[S] }[keyof ScreenMessages];

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented way to type message ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/**
 * A catalogue id that arrives as data (a gateway messageKey, a rule's messageKey): it cannot be checked at compile
 * time, so it is marked here, at the boundary; the screens show its English `defaultMessage` if the id is unknown.
 */
export function dataMessageId(key: string): MessageId {
  return key as MessageId;
}
