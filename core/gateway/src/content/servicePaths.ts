import { randomInt } from 'node:crypto';
import { encryptServicePath, type ServicePath } from '@wl/contract';

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh 8-character key for one answer's paths. */
function newKey(): string {
  let key = '';
  for (let i = 0; i < 8; i++) key += KEY_CHARS[randomInt(KEY_CHARS.length)];
  return key;
}

/**
 * Customer-service channels as the service call sends them: live chat is type 3 (the service link),
 * other channels type 4, and every path encrypted with a key of its own (spec section 3).
 */
export function servicePathList(
  channels: readonly { csType: ServicePath['csType']; title: string; path: string }[],
): ServicePath[] {
  return channels.map((c) => ({
    type: c.csType === 'LIVECHAT' ? 3 : 4,
    path: encryptServicePath(c.path, newKey()),
    csType: c.csType,
    title: c.title,
  }));
}
