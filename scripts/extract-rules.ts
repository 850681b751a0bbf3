/**
 * Writes the rules documents of the playable games, in French and English, to web/src/rules/<game>.<lang>.json
 * (see scripts/rules-docs.ts): English from ../shared/rules/<game>.md (or the folder given as first argument),
 * French from rules/fr/<game>.md, and each game's own rulings from docs/rulings.md (French:
 * rules/fr/arbitre-rulings.md). Run: node --import tsx scripts/extract-rules.ts [English rules folder].
 * The JSON is committed (CI reads ../shared only); test/rules-docs.test.ts checks it is up to date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSources, generateDocs, serialize } from './rules-docs.ts';

const root = join(import.meta.dirname, '..');
const docs = generateDocs(defaultSources(root, process.argv[2]));
for (const [file, doc] of Object.entries(docs)) {
  const out = join(root, 'web', 'src', 'rules', file);
  writeFileSync(out, serialize(doc));
  console.log(`${Object.keys(doc.rules).length} rules → ${out}`);
}
