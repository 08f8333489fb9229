// Extracts messages, fills translations collected in src/locales/pending/*.json into the PO
// catalogues, and fails when any locale still has an untranslated message.
// Pending file shape: { "<English source message>": { "ar": "…", "fr": "…", … } }.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo, stringifyPo } from 'pofile-ts';
import { LOCALE_CODES } from '../contract/locales.ts';

const LOCALES_DIR = 'src/locales';
const PENDING_DIR = join(LOCALES_DIR, 'pending');
const merge = process.argv.includes('--merge');

// Extract first, so a message added in code but never extracted counts as untranslated.
execSync('npx lingui extract --clean', { stdio: ['ignore', 'ignore', 'inherit'] });

const pending: Record<string, Record<string, string>> = {};
if (merge && existsSync(PENDING_DIR)) {
  for (const file of readdirSync(PENDING_DIR).filter((f) => f.endsWith('.json'))) {
    Object.assign(pending, JSON.parse(readFileSync(join(PENDING_DIR, file), 'utf8')));
  }
}

const missing: string[] = [];
for (const code of LOCALE_CODES) {
  const path = join(LOCALES_DIR, code, 'messages.po');
  const po = parsePo(readFileSync(path, 'utf8'));
  for (const item of po.items) {
    if (item.obsolete) continue;
    const current = item.msgstr[0] ?? '';
    if (current !== '') continue;
    const filled = code === 'en' ? item.msgid : pending[item.msgid]?.[code];
    if (filled) item.msgstr = [filled];
    else missing.push(`${code}: ${item.msgid}`);
  }
  writeFileSync(path, stringifyPo(po));
}

if (merge && existsSync(PENDING_DIR) && missing.length === 0) rmSync(PENDING_DIR, { recursive: true });
if (missing.length > 0) {
  console.error(`${missing.length} untranslated messages:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`All messages translated in ${LOCALE_CODES.join(', ')}.`);
