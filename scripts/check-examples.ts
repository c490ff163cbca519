import contract from '#contract/openapi.json' with { type: 'json' };
import { contractExamples, examplesOffSchema } from './lib/example-check.ts';
import { commandLine } from '#conformance/cli/options.ts';

// `npm run lint`: every example of the contract (parameters, request and response bodies, schemas) validates
// against its schema with the mock's own Ajv setup (scripts/lib/example-check.ts).
commandLine('check-examples', 'Usage: npx tsx scripts/check-examples.ts   (no options: npm run lint runs it)', {});
const document = contract as Record<string, unknown>;
const problems = examplesOffSchema(document);
if (problems.length > 0) {
  for (const { pointer, message } of problems) console.error(`openapi/openapi.json#${pointer}: ${message}`);
  console.error(`${problems.length} example(s) off their schema.`);
  process.exit(1);
}
console.log(`Examples: all ${contractExamples(document).length} validate against their schemas.`);
