/**
 * Client error reports (issue 28): what the app sends with clientError and what the platform stores, with no
 * personal data. The app scrubs a report before sending it and the gateway scrubs it again on receipt (it trusts
 * no client), with the same rules: query strings and fragments, tokens, e-mail addresses and phone-like numbers go.
 */

export type ClientErrorKind = 'error' | 'rejection' | 'boundary';

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack?: string;
  route?: string;
  build?: string;
}

export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4000,
  stackLines: 20,
  route: 200,
  build: 64,
} as const;

const RULES: [RegExp, string][] = [
  // Bearer tokens and named secrets: token=..., "token":"...", password: ..., sig=...
  [/\bBearer\s+[^\s'"]+/gi, 'Bearer [token]'],
  [
    /\b(token|access_token|id_token|password|passwd|pwd|secret|sig|signature|ticket)(["']?\s*[:=]\s*["']?)[^\s'",;&:)}]+/gi,
    '$1$2[redacted]',
  ],
  // Query strings and fragments of URLs and paths (a lone "?" or "#" in prose stays), up to a stack frame's
  // :line:column.
  [/([^\s?#'"(<])[?#][^\s'"<>()]+?(?=:\d+(?::\d+)?(?=[\s'"<>()]|$)|[\s'"<>()]|$)/g, '$1'],
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu, '[email]'],
  // Opaque strings long enough to be a token or key (letters and digits mixed, 24 characters or more).
  [/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g, '[token]'],
  // Numbers that could be a phone, an account or a card: 7 digits or more, in any script, spaces or dashes between.
  [/\+?\p{Nd}(?:[\s-]?\p{Nd}){6,}/gu, '[number]'],
];

/** A text with the personal data the rules know removed. */
export function scrubText(text: string): string {
  let out = text;
  for (const [re, to] of RULES) out = out.replace(re, to);
  return out;
}

const cut = (s: string, max: number): string => (s.length > max ? s.slice(0, max) : s);

/** A screen's path with no query string or fragment, scrubbed like any text. */
export function scrubRoute(route: string): string {
  const path = route.split(/[?#]/, 1)[0] ?? '';
  return cut(scrubText(path), CLIENT_ERROR_LIMITS.route);
}

/** A report as it may be sent and stored: scrubbed, trimmed to its limits (the stack to its first lines). */
export function scrubReport(r: ClientErrorReport): Required<ClientErrorReport> {
  const stack = (r.stack ?? '').split('\n').slice(0, CLIENT_ERROR_LIMITS.stackLines).join('\n');
  return {
    kind: r.kind,
    message: cut(scrubText(r.message), CLIENT_ERROR_LIMITS.message),
    stack: cut(scrubText(stack), CLIENT_ERROR_LIMITS.stack),
    route: scrubRoute(r.route ?? ''),
    build: cut((r.build ?? '').replace(/[^\w.-]/g, ''), CLIENT_ERROR_LIMITS.build),
  };
}
