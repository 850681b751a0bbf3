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
import { act, activateWith, battle, roll, withArmies } from '../src/games/osoi/testing.ts';
import { F_ALIVE, fset, U_H, unitIndex, uset, type OSState } from '../src/games/osoi/state.ts';

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
const table = (x: OSState) =>
  createElement(OsoiTable, { view: osoi.view(x, 0), legal: osoi.legal(x, 0), seat: 0, onAct: () => {} });

// A medic's HEAL (the special control), then a healed grunt group to put back (DP-17).
const medics = withArmies(
  [{ catalogue: 'MEDIC' }, { catalogue: 'GRUNT_RIFLES', size: 4 }],
  [{ catalogue: 'SOLDIER' }],
);
const grunts: [number, number][] = [
  [6.2, 5],
  [7.7, 5],
  [9.2, 5],
  [10.7, 5],
];
const heal = battle(medics, { A1: [[5, 5]], A2: grunts, B1: [[5, 35]] });
const g = unitIndex(heal, 'A2');
fset(heal, heal.info[g]!.firstFigure + 2, F_ALIVE, 0);
fset(heal, heal.info[g]!.firstFigure + 3, F_ALIVE, 0);
uset(heal, g, U_H, 2);
activateWith(heal, 'A1', { special: 3, specialKind: 'HEAL' });
const special = table(heal);
act(heal, 0, { type: 'special', target: 'A2' });
roll(heal, [6, 6, 5, 1]);
const restore = table(heal);
// Incremental allocation (OS-R-04's variant): the dice stepper beside the action.
const inc = battle(
  withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], { allocationMode: 'incremental' }),
  {
    A1: [[30, 10]],
    B1: [[30, 30]],
  },
);
act(inc, 0, { type: 'activate', unit: 'A1' });
// Declared geometry (OS-GEN-7): switched on after setup, as the rules tests do.
const dec = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
  A1: [[30, 10]],
  B1: [[30, 30]],
});
dec.o.geometryMode = 'declared';
activateWith(dec, 'A1', { move: 1 });
const pages = {
  table: table(s),
  special,
  restore,
  incremental: table(inc),
  declared: table(dec),
  army: createElement(OsoiArmyBuilder),
};
const sizes = process.argv.includes('--mobile') ? ['375,812'] : ['1280,800', '375,812'];
mkdirSync(out, { recursive: true });
for (const [name, el] of Object.entries(pages)) {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body><div id="root">${renderToStaticMarkup(el)}</div></body></html>`;
  const file = join(out, `osoi-${name}.html`);
  writeFileSync(file, html);
  console.log(file);
  if (png) {
    for (const size of sizes) {
      const shot = join(out, `osoi-${name}-${size.replace(',', 'x')}.png`);
      execFileSync('/usr/bin/chromium', [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        `--screenshot=${shot}`,
        `--window-size=${size}`,
        `file://${file}`,
      ]);
      console.log(shot);
    }
  }
}
