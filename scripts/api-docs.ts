// `npm run docs:api`: writes docs/api-calls.md, docs/openapi.json and the operator and Binance documents from the calls declared in
// packages/contracts (API_CALLS). The freshness test (packages/contracts/src/api/api-docs.test.ts)
// renders the same in memory and fails when the committed files differ.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_CALLS } from '@exchange/contracts';
import { renderApiDocs } from '../packages/contracts/src/api/api-docs.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const messages = JSON.parse(fs.readFileSync(path.join(root, 'packages/i18n/locales/en-US.json'), 'utf8'));
for (const [file, text] of Object.entries(renderApiDocs(API_CALLS, messages))) {
  const target = path.join(root, file);
  const isSame = fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text;
  if (!isSame) fs.writeFileSync(target, text);
  console.log(`${isSame ? 'unchanged' : 'written  '} ${file}`);
}
