import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callList, calls } from './calls.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaDir = path.join(root, 'schemas/api');
const schemas = Object.fromEntries(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(schemaDir, f), 'utf8')) as Schema]),
);

interface Schema {
  title?: string;
  description?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  $defs?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  type?: string;
  enum?: unknown[];
}

describe('call table', () => {
  it('matches the spec paths that are known', () => {
    expect(calls.sendSmsNoLogin).toMatchObject({ method: 'POST', path: '/wps/verification/sms/noLogin' });
    expect(calls.login.path).toBe('/wps/session/login');
    expect(calls.captcha.path).toBe('/wps/captcha');
    expect(calls.gameList.path).toBe('/wps/relay/GCSGAME_gameList');
    expect(calls.favouriteList.path).toBe('/wps/relay/MCSFE_getFavoriteGamesList');
    expect(calls.launchChat).toMatchObject({
      method: 'GET',
      path: '/wps/relay/CBS_launchChat',
      moduleId: 'CBS3',
    });
    expect(calls.helpCenter).toMatchObject({ method: 'GET', path: '/wps/system/helpCenter' });
    expect(calls.register.method).toBe('PUT');
    expect(calls.logout.method).toBe('DELETE');
    expect(calls.feedback.method).toBe('PUT');
  });

  it('has one route per method and path, under /wps/ or /lgw/, and only GETs are idempotent', () => {
    const routes = callList.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const c of callList) {
      expect(c.path, c.name).toMatch(/^\/(wps|lgw)\//);
      expect(c.idempotent, c.name).toBe(c.method === 'GET');
    }
  });

  it('has a schema entry for every call and a call for every schema entry', () => {
    for (const c of callList) {
      const entry = schemas[c.schema]?.properties?.[c.name];
      expect(entry?.properties?.request, c.name).toBeDefined();
      expect(entry?.properties?.value, c.name).toBeDefined();
    }
    for (const file of ['account', 'system', 'game', 'content', 'member'])
      for (const name of Object.keys(schemas[file]!.properties ?? {}))
        expect(calls[name as keyof typeof calls]?.schema, name).toBe(file);
  });
});

describe('schemas/api', () => {
  it('has a title on every file and a description on every field', () => {
    const missing: string[] = [];
    const walk = (s: Schema, where: string): void => {
      if (!s.description && !s.$ref) missing.push(where);
      for (const [k, p] of Object.entries(s.properties ?? {})) walk(p, `${where}/${k}`);
      for (const [k, d] of Object.entries(s.$defs ?? {})) walk(d, `${where}#${k}`);
      if (s.items) walk(s.items, `${where}[]`);
      if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${where}{}`);
    };
    for (const [file, s] of Object.entries(schemas)) {
      expect(s.title, file).toBeTruthy();
      walk(s, file);
    }
    expect(missing).toEqual([]);
  });

  it('names only message keys that exist in the English catalogue', () => {
    const dir = path.join(root, 'core/app/src/i18n/messages/en');
    const catalogue = Object.assign(
      {},
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as object),
    ) as Record<string, string>;
    const keys = schemas.common!.$defs!.MessageKey!.enum as string[];
    expect(keys.filter((k) => !(k in catalogue))).toEqual([]);
  });
});
