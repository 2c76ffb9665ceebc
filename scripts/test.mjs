#!/usr/bin/env node
// `npm test`: the unit and server suites (SQLite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then the browser suites (skipped, and said so, when /usr/bin/chromium is missing). Ends with one
// plain line "tests: N passed, N failed, N skipped" and a non-zero exit if anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-tests-'));
const runs = [
  { name: 'unit and server', args: ['vitest', 'run'] },
  { name: 'browser', args: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'] },
];

const skipped = [];
if (!process.env.TEST_DATABASE_URL) skipped.push('PostgreSQL runs of the server suites (TEST_DATABASE_URL is not set)');
if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) skipped.push('browser suites (no Chromium at /usr/bin/chromium)');

let passed = 0;
let failed = 0;
let pending = 0;
let isRed = false;
/** What made a run red, repeated at the very end: CI shows only the tail of the output. */
const problems = [];
for (const [index, run] of runs.entries()) {
  const report = path.join(out, `${index}.json`);
  const result = spawnSync('npx', [...run.args, '--reporter=default', '--reporter=json', `--outputFile=${report}`], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) isRed = true;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    pending += json.numPendingTests + json.numTodoTests;
    // A suite can fail with no failed test (a hook that threw marks its tests skipped): name it.
    for (const file of json.testResults) {
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      // The first failure's reason too: CI shows only the tail, where the reporter's details are gone.
      const reason = (failed[0]?.failureMessages?.[0] ?? '').split('\n').slice(0, 8).join('\n  ');
      const failures = failed.map((a) => a.fullName);
      if (file.status !== 'failed' && failures.length === 0) continue;
      const where = path.relative(process.cwd(), file.name);
      const message = (file.message || '').split('\n').slice(0, 6).join('\n');
      problems.push(`${run.name}: ${where}${failures.length ? `: ${failures.join('; ')}` : ''}${message ? `\n  ${message}` : ''}${reason ? `\n  ${reason}` : ''}`);
    }
    if (result.status !== 0 && json.numFailedTests === 0 && !json.testResults.some((f) => f.status === 'failed')) {
      problems.push(`${run.name}: vitest exited ${result.status} with every test passed (an unhandled error? see "Unhandled Errors" above)`);
    }
  } else if (result.status !== 0) {
    failed += 1;
    problems.push(`${run.name}: vitest exited ${result.status} and wrote no report`);
  }
}
for (const line of problems) console.log(`red: ${line}`);
for (const line of skipped) console.log(`skipped: ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${pending} skipped`);
process.exit(isRed || failed > 0 ? 1 : 0);
