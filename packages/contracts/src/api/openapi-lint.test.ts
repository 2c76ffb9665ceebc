import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { API_DOCS_FILES } from './api-docs.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The committed OpenAPI documents (api-docs.test.ts keeps them equal to what `npm run docs:api` writes). */
const DOCUMENTS = [API_DOCS_FILES.openapi, API_DOCS_FILES.adminOpenapi, API_DOCS_FILES.binanceOpenapi];

/**
 * Redocly's `recommended-strict` rules: its `recommended` set with every warning an error. Its
 * `all` set is not used: most of what it adds would change the SPEC §7 compatibility contract
 * (kebab-case and plural paths, no verbs in paths, JSON-only bodies, RFC 7807 problem bodies
 * instead of the envelope) or asks for what zod schemas do not carry (an example per field).
 */
const RULESET = 'recommended-strict';

async function problemsOf(source: string, name: string): Promise<string[]> {
  const config = await createConfig({ extends: [RULESET] });
  const problems = await lintFromString({ source, absoluteRef: name, config });
  return problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
}

/** Whether the validator accepts a document (it dereferences in place: each call gets its own copy). */
async function validationError(document: unknown): Promise<string | null> {
  try {
    await SwaggerParser.validate(structuredClone(document) as never);
    return null;
  } catch (error) {
    return String((error as Error).message).slice(0, 2000);
  }
}

describe.each(DOCUMENTS)('%s', (file) => {
  const source = fs.readFileSync(path.join(root, file), 'utf8');

  it('is a valid OpenAPI 3.1 document (the standard schema, every $ref resolved)', async () => {
    expect(await validationError(JSON.parse(source))).toBeNull();
  });

  it(`passes Redocly's ${RULESET} lint with no problem`, async () => {
    expect(await problemsOf(source, file)).toEqual([]);
  });
});

describe('the validator and the lint catch what they are there for', () => {
  const api = JSON.parse(fs.readFileSync(path.join(root, API_DOCS_FILES.openapi), 'utf8'));

  it('the validator refuses a dangling $ref and a response without a description', async () => {
    const dangling = structuredClone(api);
    dangling.paths['/user/login'].post.responses['429'] = { $ref: '#/components/responses/Nothing' };
    expect(await validationError(dangling)).toMatch(/Nothing/);
    const undescribed = structuredClone(api);
    delete undescribed.paths['/user/login'].post.responses['200'].description;
    expect(await validationError(undescribed)).not.toBeNull();
  });

  it('the lint finds an operation with no 4xx answer and a tag with no description', async () => {
    const broken = structuredClone(api);
    const login = broken.paths['/user/login'].post;
    login.responses = { '200': login.responses['200'] };
    delete broken.tags[0].description;
    const problems = await problemsOf(JSON.stringify(broken), 'broken.json');
    expect(problems.some((p) => p.startsWith('operation-4xx-response #/paths/~1user~1login/post/responses'))).toBe(true);
    expect(problems.some((p) => p.startsWith('tag-description #/tags/0'))).toBe(true);
  });
});
