/**
 * Extracts every rule (`**ID** text` items and `**ID — title.**` rulings) of the two playable games from
 * ../shared/rules/*.md into web/src/rules/rules.json, so the web app can show a rule's text from its ID.
 * Run: node --import tsx scripts/extract-rules.ts [rules folder]. The JSON is committed (CI reads ../shared only).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'shared', 'rules');
const files = ['piss-squig.md', 'pillards.md'];
const start = /^\s*(?:[-*]|\d+\.)?\s*\*\*([A-Z]+(?:-[A-Z0-9]+)+)(?:\*\*|\s+—)/;
const stop = /^\s*(?:[-*]\s|\d+\.\s|#|\||---)/;

const rules: Record<string, string> = {};
for (const f of files) {
  const lines = readFileSync(join(dir, f), 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = start.exec(lines[i]!);
    if (!m) continue;
    const id = m[1]!;
    const parts = [lines[i]!.trim().replace(/^(?:[-*]\s+|\d+\.\s*)/, '')];
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j]!;
      if (l.trim() === '' || stop.test(l) || start.test(l)) break;
      parts.push(l.trim());
    }
    let text = parts.join(' ').replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
    if (text.length > 2000) text = `${text.slice(0, 1997)}…`;
    if (!(id in rules)) rules[id] = text;
  }
}
const out = join(import.meta.dirname, '..', 'web', 'src', 'rules', 'rules.json');
writeFileSync(out, `${JSON.stringify(rules, null, 2)}\n`);
console.log(`${Object.keys(rules).length} rules → ${out}`);
