/**
 * Which font really drew each run of a script on the page, as Chromium reports it (DevTools protocol
 * CSS.getPlatformFontsForNode: the family of every font that produced glyphs for a node, with the glyph count).
 * Each maximal run of a script's characters in the rendered text (a shaped word or phrase, not single letters) is
 * wrapped in its own inline span so that it is reported on its own; a run drawn by a font that lacks the script
 * shows up as drawn by some other font (on Linux the primary font, whose missing-glyph box fills the run).
 */
import type { Page } from '@playwright/test';

/** Characters of each script the product ships a font for (Script_Extensions, so danda and Arabic comma count). */
export const SCRIPT_CHARS: Record<string, string> = {
  bengali: '[\\p{scx=Beng}\\u200c\\u200d]+',
  arabic: '[\\p{scx=Arab}\\u200c\\u200d]+',
  thai: '[\\p{scx=Thai}]+',
  devanagari: '[\\p{scx=Deva}\\u200c\\u200d]+',
  khmer: '[\\p{scx=Khmr}]+',
  lao: '[\\p{scx=Laoo}]+',
  myanmar: '[\\p{scx=Mymr}]+',
  tamil: '[\\p{scx=Taml}]+',
  telugu: '[\\p{scx=Telu}]+',
  sinhala: '[\\p{scx=Sinh}]+',
  gujarati: '[\\p{scx=Gujr}]+',
  cjk: '[\\p{scx=Han}\\p{scx=Hira}\\p{scx=Kana}\\p{scx=Hang}]+',
  // The letters the Vietnamese subset adds to Latin (fontsource's "vietnamese" range, precomposed).
  vietnamese:
    '[\\u0102\\u0103\\u0110\\u0111\\u0128\\u0129\\u0168\\u0169\\u01a0\\u01a1\\u01af\\u01b0\\u1ea0-\\u1ef9\\u20ab]+',
};

export interface Run {
  script: string;
  text: string;
  /** Fonts that drew the run, with how many glyphs each. Empty when the run is not rendered. */
  fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[];
}

/**
 * Every rendered run of the given scripts under `selector`, with the fonts Chromium drew it with. The page's own text
 * nodes are put back untouched afterwards (the app keeps references to them). `settled` first waits for the fonts
 * the page is loading (document.fonts.ready); pass false to look while a font is still on its way.
 */
export async function scriptRuns(
  page: Page,
  scripts: string[],
  { selector = 'body', settled = true }: { selector?: string; settled?: boolean } = {},
): Promise<Run[]> {
  if (scripts.length === 0) return [];
  if (settled) await page.evaluate(() => document.fonts.ready);
  const found = await page.evaluate(
    ({ sel, patterns }) => {
      const runs: { script: string; text: string }[] = [];
      const swapped: { node: Text; parts: Node[] }[] = [];
      (window as unknown as { __scriptRunsUndo: typeof swapped }).__scriptRunsUndo = swapped;
      const root = document.querySelector(sel)!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
      const re = new RegExp(patterns.map(([s, source]) => `(?<${s}>${source})`).join('|'), 'gu');
      for (const node of nodes) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script,style,noscript,template')) continue;
        const parts: Node[] = [];
        let at = 0;
        for (const m of node.data.matchAll(re)) {
          const script = Object.entries(m.groups!).find(([, v]) => v !== undefined)![0];
          if (m.index > at) parts.push(document.createTextNode(node.data.slice(at, m.index)));
          const span = document.createElement('span');
          span.setAttribute('data-script-run', String(runs.length));
          span.textContent = m[0];
          parts.push(span);
          runs.push({ script, text: m[0] });
          at = m.index + m[0].length;
        }
        if (parts.length === 0) continue;
        if (at < node.data.length) parts.push(document.createTextNode(node.data.slice(at)));
        node.replaceWith(...parts);
        swapped.push({ node, parts });
      }
      return runs;
    },
    { sel: selector, patterns: scripts.map((s) => [s, SCRIPT_CHARS[s]!] as const) },
  );
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    // All at once (the protocol answers in order over one connection): a page has hundreds of runs.
    const result: Run[] = await Promise.all(
      found.map(async (run, i) => {
        // The app may have replaced the element meanwhile (a skeleton by its content): that run is not on screen.
        const fonts = await cdp
          .send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-script-run="${i}"]` })
          .then(({ nodeId }) =>
            nodeId ? cdp.send('CSS.getPlatformFontsForNode', { nodeId }) : { fonts: [] },
          )
          .then((r) => r.fonts)
          .catch(() => []);
        return { ...run, fonts };
      }),
    );
    return result;
  } finally {
    await cdp.detach();
    await page.evaluate(() => {
      const w = window as unknown as { __scriptRunsUndo?: { node: Text; parts: Node[] }[] };
      for (const { node, parts } of w.__scriptRunsUndo ?? []) {
        parts[0]!.parentNode?.insertBefore(node, parts[0]!);
        for (const p of parts) p.parentNode?.removeChild(p);
      }
      delete w.__scriptRunsUndo;
    });
  }
}

/** The font family that drew a run entirely, or a description of what went wrong. */
export function drawnBy(run: Run): string {
  return run.fonts
    .map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''} x${f.glyphCount}`)
    .join(', ');
}
