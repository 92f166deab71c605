import path from 'node:path';
import type { LoadedMerchant, Problem } from '@wl/manifest';
import { copyProblems, type BannerText } from '../../core/gateway/src/seed/bannerCopy.ts';
import { vipCopy } from '../../core/gateway/src/seed/icons.ts';
import { VIP } from '../../core/gateway/src/seed/texts.ts';

/**
 * The operators' picture copy (content/<lang>.json `art`) checked as the sandbox draws it: a line with a character
 * the picture's fonts lack, or one that does not fit its box (it would be cut), is a problem naming its field. A VIP
 * card is checked with every level's tier and number filled in.
 */
export function artProblems(merchants: readonly LoadedMerchant[], root: string): Problem[] {
  const out: Problem[] = [];
  for (const m of merchants)
    for (const [lang, content] of Object.entries(m.content ?? {})) {
      const art = content?.art;
      if (!art) continue;
      const file = path.relative(root, path.join(m.dir, 'content', `${lang.toLowerCase()}.json`));
      const check = (pointer: string, copy: BannerText) => {
        for (const p of copyProblems(copy))
          out.push({ file, pointer: `${pointer}/${p.field}`, message: `"${copy[p.field]}": ${p.message}` });
      };
      for (const [k, copy] of Object.entries(art.banners ?? {})) if (copy) check(`/art/banners/${k}`, copy);
      (art.promotions ?? []).forEach((copy, i) => check(`/art/promotions/${i}`, copy));
      if (art.vip) {
        // One problem per field, at the first level it shows on (a long tier name can push a line over).
        const seen = new Set<string>();
        VIP.forEach((_, level) => {
          for (const p of copyProblems(vipCopy(level, lang, { code: m.code, content: m.content })!))
            if (!seen.has(p.field)) {
              seen.add(p.field);
              out.push({ file, pointer: `/art/vip/${p.field}`, message: `at level ${level}: ${p.message}` });
            }
        });
      }
    }
  return out;
}
