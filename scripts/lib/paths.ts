import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = path.join(repoRoot, 'dist');
export const appDist = path.join(repoRoot, 'core/app/dist');
