/** Content calls: banners and announcements, notices, winners, lottery draws, promotions, VIP levels. */
import { bind } from './client.ts';

export const announcements = bind('announcements');
export const markAsRead = bind('markAsRead');
export const notices = bind('notices');
export const winnerBoard = bind('winnerBoard');
export const getLott = bind('getLott');
export const activities = bind('activities');
export const vipLevels = bind('vipLevels');
/** Help centre, feedback and its history (issue 14). */
export const helpCenter = bind('helpCenter');
export const feedback = bind('feedback');
export const feedbackHistory = bind('feedbackHistory');
