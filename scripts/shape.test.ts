import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countsOf, measureShape, ROOT } from './shape';

const baseline: Record<string, number> = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/shape-baseline.json'), 'utf8'));

describe("the code's shape (issue 25): nothing grows back", () => {
  it('no count of queries outside repositories, loops, undeclared routes or literal API paths rises above scripts/shape-baseline.json', () => {
    const shape = measureShape();
    const counts = countsOf(shape);
    for (const [name, count] of Object.entries(counts)) {
      const allowed = baseline[name] ?? 0;
      // The places themselves in the message: `npx tsx scripts/shape.ts --list` prints them all.
      const places = shape[name as keyof typeof shape].slice(0, 20).join('\n');
      expect(count, `${name}: ${count} > ${allowed} in scripts/shape-baseline.json\n${places}`).toBeLessThanOrEqual(allowed);
    }
  });
});
