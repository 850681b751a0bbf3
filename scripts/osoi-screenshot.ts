/**
 * A static screenshot of the OSOI table and army builder (no server needed: the server registration of OSOI is
 * another work's): renders OsoiTable for a battle in round 1 (seat 0 allocating) and the army builder to HTML
 * with the web's CSS, then, with `--png`, shoots them with headless Chromium.
 * Usage: node --import tsx scripts/osoi-screenshot.ts [outDir] [--png]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as React from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { osoi } from '../src/games/osoi/index.ts';
import { act, battle } from '../src/games/osoi/testing.ts';

const out = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '/tmp/osoi-shots';
const png = process.argv.includes('--png');
// Loaded by path so that the Node typecheck does not take in the browser modules.
const TABLE = '../web/src/components/OsoiTable.tsx';
const BUILDER = '../web/src/components/OsoiArmyBuilder.tsx';
// tsx compiles the components with the classic JSX runtime here (the root tsconfig): React must be global.
(globalThis as { React?: unknown }).React = React;
const { OsoiTable } = (await import(TABLE)) as {
  OsoiTable: (p: { view: unknown; legal: unknown[]; seat: number; onAct: () => void }) => null;
};
const { OsoiArmyBuilder } = (await import(BUILDER)) as {
  OsoiArmyBuilder: () => null;
};
const css = readFileSync(new URL('../web/src/style.css', import.meta.url), 'utf8');

// A battle: the default armies placed along their edges, A1 and B4 out in the field, A1 activated.
const s = battle(
  {},
  {
    A1: [[20, 12]],
    B4: [
      [30, 28],
      [31.5, 28],
      [33, 28],
      [34.5, 28],
      [36, 28],
    ],
  },
);
act(s, 0, { type: 'activate', unit: 'A1' });
const pages = {
  table: createElement(OsoiTable, {
    view: osoi.view(s, 0),
    legal: osoi.legal(s, 0),
    seat: 0,
    onAct: () => {},
  }),
  army: createElement(OsoiArmyBuilder),
};
mkdirSync(out, { recursive: true });
for (const [name, el] of Object.entries(pages)) {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>${css}</style></head><body><div id="root">${renderToStaticMarkup(el)}</div></body></html>`;
  const file = join(out, `osoi-${name}.html`);
  writeFileSync(file, html);
  console.log(file);
  if (png) {
    execFileSync('/usr/bin/chromium', [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--screenshot=${join(out, `osoi-${name}.png`)}`,
      '--window-size=1100,1400',
      `file://${file}`,
    ]);
    console.log(join(out, `osoi-${name}.png`));
  }
}
