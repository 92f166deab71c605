import type { Migration } from '../types.ts';

/**
 * A banner's and a promotion's picture per language (issue 27): the art carries its copy, so each language has its
 * own picture and URL. image_urls maps a platform language code to the URL; image_url stays the English one (and the
 * only one of rows without a map).
 */
export const bannerLanguages: Migration = {
  id: 42,
  name: 'banner_languages',
  statements: [
    `ALTER TABLE content ADD COLUMN image_urls jsonb NOT NULL DEFAULT '{}'`,
    `ALTER TABLE activities ADD COLUMN image_urls jsonb NOT NULL DEFAULT '{}'`,
  ],
};
