import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { scrubReport, type ClientErrorReport } from '@wl/contract';
import type { Deps, Handlers } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import { esc, htmlPage } from '../pages/kit.ts';
import { validatorsFor } from '../schemas.ts';
import { check, readInput } from '../validate.ts';

/*
 * Client errors the app reports (issue 28 section 3), so an operator learns of a broken screen before players
 * complain. The report is scrubbed again here whatever the app did (query strings, tokens, e-mail addresses,
 * phone-like numbers: @wl/contract clientError.ts), stored without the caller's address or account, and limited per
 * address and per session. One error repeated within the hour is counted on the stored row, not stored again.
 */

/** A repeat of a stored report within this time is counted on it instead of stored. */
export const REPEAT_WINDOW_MS = 60 * 60_000;

export type ClientErrorRow = {
  id: number;
  kind: string;
  message: string;
  stack: string;
  route: string;
  build: string;
  repeats: number;
  created_at: number;
};

const fingerprint = (merchant: string, r: Required<ClientErrorReport>): string =>
  createHash('sha256')
    .update([merchant, r.kind, r.message, r.route, r.build, r.stack.split('\n', 2).join('\n')].join('\u0000'))
    .digest('base64url');

/** Stores a scrubbed report, or counts it on the same one stored within the hour; true when stored. */
export async function storeClientError(
  db: Queryable,
  merchant: string,
  report: ClientErrorReport,
  at: number,
): Promise<boolean> {
  const r = scrubReport(report);
  const fp = fingerprint(merchant, r);
  const repeat = await db.query<{ id: number }>(
    `UPDATE client_errors SET repeats = repeats + 1
      WHERE id = (SELECT id FROM client_errors WHERE fingerprint = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT 1)
      RETURNING id`,
    [fp, at - REPEAT_WINDOW_MS],
  );
  if (repeat.length > 0) return false;
  await db.query(
    `INSERT INTO client_errors (merchant, kind, message, stack, route, build, fingerprint, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [merchant, r.kind, r.message, r.stack, r.route, r.build, fp, at],
  );
  return true;
}

/** A merchant's latest reports, newest first. */
export function recentClientErrors(
  db: Queryable,
  merchant: string,
  limit: number,
): Promise<ClientErrorRow[]> {
  return db.query<ClientErrorRow>(
    `SELECT id, kind, message, stack, route, build, repeats, created_at FROM client_errors
      WHERE merchant = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [merchant, limit],
  );
}

export const clientErrorHandlers: Pick<Handlers, 'clientError'> = {
  async clientError(ctx) {
    const { limiter, db, clock } = ctx.deps;
    await limiter.hit('clientErrorPerIp', `${ctx.merchant.code}:${ctx.ip}`);
    if (ctx.session) await limiter.hit('clientErrorPerSession', ctx.session.tokenHash);
    return { stored: await storeClientError(db, ctx.merchant.code, ctx.input, clock.now()) };
  },
};

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:0;background:var(--color-background);color:var(--color-text)}
main{padding:16px}h1{font-size:20px;margin:0 0 12px}table{border-collapse:collapse;width:100%;background:var(--color-surface)}
th,td{border:1px solid var(--color-border);padding:6px 8px;text-align:start;vertical-align:top}
pre{margin:0;white-space:pre-wrap;word-break:break-all;font-size:12px;color:var(--color-text-muted)}`;

/**
 * The operator's view of the reports (sandbox only, on a merchant's host, that merchant's reports only): the JSON
 * list at /__sandbox/errors and a page at /__sandbox/errors/page. A real platform keeps them in its own back office.
 */
export function mountClientErrorsSandbox(app: Hono, deps: Deps): void {
  const merchantOf = (c: Context) => {
    const m = deps.merchants.fromHost(c.req.header('host') ?? new URL(c.req.url).host);
    if (!m) throw new ApiError('NOT_FOUND', { message: `no call at ${c.req.method} ${c.req.path}` });
    return m;
  };
  app.get('/__sandbox/errors', async (c) => {
    const merchant = merchantOf(c);
    const raw = await readInput(c, false);
    check(validatorsFor('sandboxErrors').query, raw.data, 'query');
    const limit = Number(raw.data.limit ?? 50);
    const rows = await recentClientErrors(deps.db, merchant.code, limit);
    c.header('Cache-Control', 'no-store');
    return c.json({
      success: true,
      code: 'OK',
      value: {
        list: rows.map((r) => ({
          id: Number(r.id),
          kind: r.kind,
          message: r.message,
          stack: r.stack,
          route: r.route,
          build: r.build,
          time: Number(r.created_at),
          repeats: Number(r.repeats),
        })),
      },
    });
  });
  app.get('/__sandbox/errors/page', async (c) => {
    const merchant = merchantOf(c);
    const rows = await recentClientErrors(deps.db, merchant.code, 200);
    const body = rows.length
      ? `<table><thead><tr><th>Time (UTC)</th><th>Kind</th><th>Screen</th><th>Build</th><th>Repeats</th><th>Message and stack</th></tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr><td>${esc(new Date(Number(r.created_at)).toISOString())}</td><td>${esc(r.kind)}</td><td>${esc(r.route)}</td><td>${esc(r.build)}</td><td>${Number(r.repeats)}</td><td>${esc(r.message)}<pre>${esc(r.stack)}</pre></td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No client errors reported.</p>';
    return htmlPage(c, {
      status: 200,
      lang: 'en',
      title: `Client errors: ${merchant.code}`,
      merchant,
      style: STYLE,
      body: `<main><h1>Client errors reported by the ${esc(merchant.manifest.brandName)} app</h1>${body}</main>`,
      frameAncestors: "'none'",
    });
  });
}
