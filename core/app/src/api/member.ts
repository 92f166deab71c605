/** Member and wallet calls: member info, balances, unread counts, live chat, live hosts. */
import { bind } from './client.ts';

export const memberInfo = bind('memberInfo');
export const merchantWallet = bind('merchantWallet');
/** Balance of the logged-in account (getWallet). */
export const wallet = bind('wallet');
export const inboxUnreadCount = bind('inboxUnreadCount');
export const chatPermission = bind('chatPermission');
export const chatUnreadCount = bind('chatUnreadCount');
export const launchChat = bind('launchChat');
export const liveModels = bind('liveModels');
/** The member's inbox: a page of messages, mark one read, delete one. */
export const inboxList = bind('inboxList');
export const inboxRead = bind('inboxRead');
export const inboxDelete = bind('inboxDelete');
/** The member's head icon (one PNG or JPG, base64). */
export const avatarUpload = bind('avatarUpload');
