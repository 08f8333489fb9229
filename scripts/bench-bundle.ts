// Builds the portal and reports the gzipped JS and CSS the home route loads before it is interactive.
// Fails (exit 1) over budget or when Shaka or Dexie are part of that first load.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const JS_BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 170);
const JS_TARGET_KB = 120;
const dist = 'dist';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'inherit' });

const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
);

/** The home route needs the entry, the home route's split chunks and the English catalogue. */
const roots = Object.keys(manifest).filter(
  (key) =>
    manifest[key]?.isEntry ||
    /^src\/routes\/(index|__root)\.tsx/.test(key) ||
    /^src\/locales\/en\/messages\.po/.test(key),
);

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
};
roots.forEach(visit);

let js = 0;
let css = 0;
const forbidden: string[] = [];
const rows: string[] = [];
for (const file of [...files].sort()) {
  const body = readFileSync(join(dist, file));
  const gz = gzipSync(body, { level: 9 }).length;
  if (file.endsWith('.css')) css += gz;
  else js += gz;
  const text = body.toString('utf8');
  if (/shaka\.(Player|util|media)/.test(text)) forbidden.push(`${file} (shaka-player)`);
  if (/\bDexie\b/.test(text)) forbidden.push(`${file} (dexie)`);
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${file}`);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`Home route first load (${roots.length} roots, ${files.size} files):`);
console.log(rows.join('\n'));
console.log(`JS  ${kb(js)} gz (budget ${JS_BUDGET_KB} KB, target ${JS_TARGET_KB} KB)`);
console.log(`CSS ${kb(css)} gz`);

let failed = false;
if (js / 1024 > JS_BUDGET_KB) {
  console.error(`FAIL: first-load JS ${kb(js)} is over the ${JS_BUDGET_KB} KB budget`);
  failed = true;
}
if (forbidden.length > 0) {
  console.error(`FAIL: Shaka or Dexie in the first load: ${forbidden.join(', ')}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
