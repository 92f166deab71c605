/**
 * Generates TypeScript types from the JSON schemas (never hand-written).
 * `--check` regenerates in memory and exits 1 when a committed file is stale.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readFile, writeFile, readdir, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const banner = '/* Generated from schemas/ by scripts/gen-types.ts. Do not edit: run `npm run gen`. */';

interface Target {
  schemas: string[];
  out: string;
}

async function apiSchemas(): Promise<string[]> {
  const dir = path.join(root, 'schemas/api');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  return files.map((f) => path.join('schemas/api', f));
}

async function render(target: Target): Promise<string> {
  const parts: string[] = [banner];
  for (const rel of target.schemas) {
    const schema = JSON.parse(await readFile(path.join(root, rel), 'utf8')) as JSONSchema;
    const ts = await compile(schema, schema.title ?? path.basename(rel, '.json'), {
      bannerComment: '',
      cwd: path.join(root, path.dirname(rel)),
      additionalProperties: false,
      strictIndexSignatures: true,
      style: { singleQuote: true, printWidth: 110 },
      declareExternallyReferenced: true,
      unreachableDefinitions: true,
      ignoreMinAndMaxItems: true,
    });
    parts.push(`// ${rel}\n${ts.trim()}`);
  }
  return parts.join('\n\n') + '\n';
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const targets: Target[] = [
    { schemas: ['schemas/merchant.schema.json'], out: 'core/manifest/src/generated/merchant.ts' },
    { schemas: ['schemas/theme.schema.json'], out: 'core/manifest/src/generated/theme.ts' },
    { schemas: ['schemas/content.schema.json'], out: 'core/manifest/src/generated/content.ts' },
  ];
  const api = await apiSchemas();
  if (api.length) targets.push({ schemas: api, out: 'core/contract/src/generated/api.ts' });

  let stale = 0;
  for (const t of targets) {
    const next = await render(t);
    const file = path.join(root, t.out);
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === next) continue;
    if (check) {
      console.error(`${t.out}: stale; run \`npm run gen\` and commit the result`);
      stale++;
    } else {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, next);
      console.log(`wrote ${t.out}`);
    }
  }
  if (stale) process.exit(1);
}

await main();
