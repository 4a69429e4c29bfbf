// `npm run check`: runs every check, prints what each one found, exits non-zero when any failed.
import type { Check } from './check';
import { declaredPackages } from './declared-packages';
import { inputReasons } from './input-reasons';
import { landedMigrations } from './landed-migrations';
import { moduleWalls } from './module-walls';
import { specComments } from './spec-comments';
import { webCalls } from './web-calls';
import { webDoors } from './web-doors';

// A new check is one more line here.
const checks: Check[] = [
  landedMigrations,
  moduleWalls,
  specComments,
  inputReasons,
  declaredPackages,
  webDoors,
  webCalls,
];

let failed = 0;
for (const check of checks) {
  const problems = await check.run();
  if (problems.length === 0) {
    console.log(`ok    ${check.name}`);
    continue;
  }
  failed += 1;
  console.error(`FAIL  ${check.name}`);
  for (const p of problems) console.error(`      ${p}`);
}
if (failed > 0) {
  console.error(`\n${failed} of ${checks.length} checks failed.`);
  process.exit(1);
}
