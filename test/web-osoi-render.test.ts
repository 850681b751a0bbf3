/**
 * The OSOI table and army builder (web/src/components/OsoiTable.tsx, OsoiArmyBuilder.tsx) rendered to markup in
 * Node from real battles: the battlefield, bases, pools, and each decision's control, in French and English.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { osoi } from '../src/games/osoi/index.ts';
import { act, activateWith, battle, roll, scenarioBattle, withArmies } from '../src/games/osoi/testing.ts';
import { F_ALIVE, fset, U_H, unitIndex, uset, type OSState } from '../src/games/osoi/state.ts';
import type { OSView } from '../src/games/osoi/view.ts';

// Loaded by path, like the other web tests, so that the Node typecheck does not take in browser-only modules.
const TABLE = '../web/src/components/OsoiTable.tsx';
const BUILDER = '../web/src/components/OsoiArmyBuilder.tsx';
const I18N = '../web/src/i18n.ts';
type Props = { view: OSView; legal: unknown[]; seat: number | null; onAct: (a: unknown) => void };
const { OsoiTable } = (await import(TABLE)) as { OsoiTable: (p: Props) => null };
const { OsoiArmyBuilder } = (await import(BUILDER)) as { OsoiArmyBuilder: () => null };
const { default: i18n } = (await import(I18N)) as {
  default: { changeLanguage: (l: string) => Promise<unknown> };
};

function render(s: OSState, seat: number): string {
  return renderToStaticMarkup(
    createElement(OsoiTable, { view: osoi.view(s, seat), legal: osoi.legal(s, seat), seat, onAct: () => {} }),
  );
}

describe('OSOI table rendered', () => {
  it('asks the roll-off winner for a zone, in French then English', async () => {
    await i18n.changeLanguage('fr');
    const r = osoi.setup({});
    if (!r.ok) throw new Error(r.error.en);
    roll(r.value, [6]);
    roll(r.value, [1]);
    let html = render(r.value, 0);
    expect(html).toContain('data-testid="os-zone"');
    expect(html).toContain('Choisissez votre zone de déploiement');
    expect(html).toContain('choix de la zone');
    // The other seat sees no control.
    expect(render(r.value, 1)).not.toContain('data-testid="os-zone"');
    await i18n.changeLanguage('en');
    html = render(r.value, 0);
    expect(html).toContain('Choose your deployment zone');
    await i18n.changeLanguage('fr');
  });

  it('draws the battlefield 600 × 400, every terrain feature, the strips and deployment controls', () => {
    const r = osoi.setup({});
    if (!r.ok) throw new Error(r.error.en);
    roll(r.value, [6]);
    roll(r.value, [1]);
    act(r.value, 0, { type: 'chooseZone', zone: 'south' });
    const html = render(r.value, 1);
    expect(html).toContain('viewBox="0 0 600 400"');
    for (const f of osoi.view(r.value, 1).map.features)
      expect(html).toContain(`data-testid="os-feature-${f.id}"`);
    expect(html).toContain('data-testid="os-strip-south"');
    expect(html).toContain('data-testid="os-deploy"');
    expect(html).toContain('data-testid="os-auto-place"');
    // Nobody deployed yet: no bases.
    expect(html).not.toContain('os-figure-');
  });

  it('shows bases, the units that may be activated and every pool as H0 dice', () => {
    const s = battle({}, { A1: [[10, 5]] });
    const html = render(s, 0);
    expect(html).toMatch(/data-testid="os-figure-A1\.1"[^>]*cx="100" cy="350" r="5"/);
    expect(html).toContain('data-testid="os-activate"');
    expect(html).toContain('os-can-activate');
    const pool = /data-testid="os-pool-A1"[^]*?<\/div>/.exec(html)![0];
    expect(pool.match(/os-die-available/g)).toHaveLength(5);
    expect(html).toContain('H0 5 · H 5 · S 0 · A 5');
    expect(html).toContain('Tour 1 / 6');
  });

  it('offers the allocation steppers, then End and the generic list of Move and Shoot inputs', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 10]],
      B1: [[30, 30]],
    });
    act(s, 0, { type: 'activate', unit: 'A1' });
    let html = render(s, 0);
    expect(html).toContain('data-testid="os-alloc-move"');
    expect(html).toContain('data-testid="os-alloc-shoot"');
    // No special kind: no special stepper.
    expect(html).not.toContain('data-testid="os-alloc-special"');
    act(s, 0, { type: 'allocate', move: 2, shoot: 2, melee: 0, special: 0 });
    html = render(s, 0);
    expect(html).toContain('data-testid="os-end"');
    // Move and Shoot have their own controls: the tools, the move drawn on the battlefield with its rings.
    expect(html).not.toContain('data-testid="os-generic"');
    expect(html).toContain('data-testid="os-tool-move"');
    expect(html).toContain('data-testid="os-tool-shoot"');
    expect(html).toContain('data-testid="os-move"');
    expect(html).toContain('data-testid="os-reach-A1.1"');
    // 2 Move dice: 4 m, i.e. 40 SVG units of radius.
    expect(html).toMatch(/data-testid="os-reach-A1.1"[^>]*r="40"/);
    expect(html).toContain('Trajet 0 m / 4 m');
    expect(html).toContain('pas de test de mouvement');
  });

  it('OS-SHOOT-5 at DP-11 the defender sees the attacker’s dice, both difficulties and the odds of each answer', async () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 10]],
      B1: [[30, 20]],
    });
    act(s, 0, { type: 'activate', unit: 'A1' });
    act(s, 0, { type: 'allocate', move: 0, shoot: 2, melee: 0, special: 0 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    const v = osoi.view(s, 1);
    expect(v.pending.frame).toBe('DP-11');
    let html = render(s, 1);
    expect(html).toContain('data-testid="os-defend"');
    expect(html).toContain(
      `A1 tire sur B1 avec ${v.shot!.attackDice} dé(s), difficulté ${v.shot!.difficulty} ; votre difficulté : riposte ${v.shot!.returnDifficulty}, esquive ${v.shot!.evadeDifficulty}.`,
    );
    expect(html).toContain('data-testid="os-defend-return"');
    expect(html).toContain('data-testid="os-defend-evade"');
    expect(html).toContain('data-testid="os-defend-odds-return"');
    expect(html).toContain('le défenseur inflige 1');
    await i18n.changeLanguage('en');
    html = render(s, 1);
    expect(html).toContain(`Return fire with ${v.shot!.maxDice} dice`);
    expect(html).toContain('the attacker deals 1');
    await i18n.changeLanguage('fr');
  });

  it('OS-MELEE-3 the engaged enemy is offered as a target, and at DP-13 the defender sees both difficulties and the odds', async () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 10]],
      B1: [[30, 11]],
    });
    act(s, 0, { type: 'activate', unit: 'A1' });
    act(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 2, special: 0 });
    let html = render(s, 0);
    expect(html).toContain('data-testid="os-melee"');
    expect(html).toContain('data-testid="os-target-B1"');
    expect(html).toContain('Cliquez une unité ennemie engagée pour l’attaquer avec A1 Soldat');
    act(s, 0, { type: 'melee', target: 'B1' });
    const m = osoi.view(s, 1).melee!;
    expect(osoi.view(s, 1).pending.frame).toBe('DP-13');
    html = render(s, 1);
    expect(html).toContain('data-testid="os-defend-melee"');
    expect(html).toContain(
      `A1 attaque B1 avec ${m.attackDice} dé(s), difficulté ${m.difficulty} ; défense difficulté ${m.defenderDifficulty}, + ${m.defenderExtra} dé(s) d’équipement.`,
    );
    expect(html).toContain(`Défendre avec ${m.maxDice} dé(s)`);
    expect(html).toContain('data-testid="os-defend-odds-melee"');
    expect(html).toContain('le défenseur inflige 1');
  });

  it('OS-SPECIAL-3 a medic’s HEAL: its target on the battlefield, the difficulty and the chance of success, in French then English', async () => {
    await i18n.changeLanguage('fr');
    const s = battle(
      withArmies([{ catalogue: 'MEDIC' }, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]),
      { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] },
    );
    uset(s, unitIndex(s, 'A2'), U_H, 1);
    activateWith(s, 'A1', { special: 2, specialKind: 'HEAL' });
    let html = render(s, 0);
    // The medic itself and A2, 1.2 m away, are the legal targets; the preview comes with the allocation.
    expect(html).toContain('data-testid="os-special"');
    expect(html).toContain('data-testid="os-special-target-A1"');
    expect(html).toContain('data-testid="os-special-target-A2"');
    expect(html).toContain('difficulté 1 (action 1) avec 2 dé(s) + 1 d’équipement');
    expect(html).toContain('chance de réussite (marge ≥ 1)');
    expect(html).not.toContain('data-testid="os-special-send"');
    await i18n.changeLanguage('en');
    html = render(s, 0);
    expect(html).toContain('difficulty 1 (action 1) with 2 dice + 1 equipment');
    expect(html).toContain('chance of success (margin ≥ 1)');
    await i18n.changeLanguage('fr');
  });

  it('OS-SPECIAL-4 DP-17: the healed group’s owner is asked to click places near the group (rings), or none', () => {
    const s = battle(
      withArmies(
        [{ catalogue: 'MEDIC' }, { catalogue: 'GRUNT_RIFLES', size: 4 }],
        [{ catalogue: 'SOLDIER' }],
      ),
      {
        A1: [[5, 5]],
        A2: [
          [6.2, 5],
          [7.7, 5],
          [9.2, 5],
          [10.7, 5],
        ],
        B1: [[5, 35]],
      },
    );
    const g = unitIndex(s, 'A2');
    const first = s.info[g]!.firstFigure;
    fset(s, first + 2, F_ALIVE, 0);
    fset(s, first + 3, F_ALIVE, 0);
    uset(s, g, U_H, 2);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    act(s, 0, { type: 'special', target: 'A2' });
    roll(s, [6, 6, 5, 1]);
    const html = render(s, 0);
    expect(html).toContain('data-testid="os-restore"');
    expect(html).toContain('jusqu’à 2 figurine(s) soignée(s) de A2');
    expect(html).toContain('data-testid="os-restore-none"');
    expect((html.match(/os-restore-reach/g) ?? []).length).toBe(2);
    expect(render(s, 1)).not.toContain('data-testid="os-restore"');
  });

  it('OS-R-04 incremental allocation: a dice stepper beside the action, the move’s rings sized by it', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], { allocationMode: 'incremental' }),
      { A1: [[30, 10]], B1: [[30, 30]] },
    );
    act(s, 0, { type: 'activate', unit: 'A1' });
    const html = render(s, 0);
    expect(html).toContain('data-testid="os-declare-dice"');
    expect(html).toContain('Dés engagés');
    // Move first: Agilité 2, so at most 2 dice, 4 m rings (r = 40 SVG units).
    expect(html).toMatch(/data-testid="os-reach-A1.1"[^>]*r="40"/);
  });

  it('OS-GEN-7 declared geometry: the move and shot forms show each declared fact with the computed value beside it', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 10]],
      B1: [[30, 30]],
    });
    s.o.geometryMode = 'declared';
    activateWith(s, 'A1', { move: 1 });
    const html = render(s, 0);
    expect(html).toContain('data-testid="os-declared-distance"');
    expect(html).toContain('data-testid="os-declared-difficulty"');
    expect(html).toContain('data-testid="os-move-declared-send"');
    expect(html).toContain('Table réelle');
  });

  it('OS-GEN-7 declared geometry: the units to deploy and those without positions are listed in the tray, not drawn', async () => {
    const r = osoi.setup({ geometryMode: 'declared' });
    if (!r.ok) throw new Error(r.error.en);
    const s = r.value;
    roll(s, [6]);
    roll(s, [1]);
    act(s, 0, { type: 'chooseZone', zone: 'south' });
    let html = render(s, 1);
    // Every unit still to deploy, both sides; the deploying seat's are buttons (choose the unit to place).
    expect(html).toContain('data-testid="os-tray-toDeploy"');
    for (const u of osoi.view(s, 1).units) expect(html).toContain(`data-testid="os-tray-unit-${u.id}"`);
    expect(html).toMatch(/data-testid="os-tray-unit-B1"><button/);
    expect(html).not.toMatch(/data-testid="os-tray-unit-A1"><button/);
    expect(html).toContain('À déployer');
    expect(html).toContain('data-testid="os-deploy-declared"');
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [], declared: true });
    const b1 = osoi.view(s, 0).units.find((u) => u.id === 'B1')!;
    expect(b1.deployed && !b1.placed).toBe(true);
    html = render(s, 0);
    // B1 is on the table without positions: listed, never drawn (no base in a corner).
    expect(html).toContain('data-testid="os-tray-unplaced"');
    expect(html).toMatch(/data-testid="os-tray-unplaced".*data-testid="os-tray-unit-B1"/);
    expect(html).not.toContain('data-testid="os-figure-B1.1"');
    await i18n.changeLanguage('en');
    expect(render(s, 0)).toContain('On the table, without positions');
    await i18n.changeLanguage('fr');
  });

  it('ARB-OS-81 an engaged scenario object is offered as a melee target, named, sent without declared facts', () => {
    const fighter = {
      custom: {
        kind: 'character' as const,
        profile: { tir: 1, contact: 3, physique: 2, agilite: 2, special: 1 },
        equipment: ['BLADE'],
        abilities: [],
      },
    };
    // SC-3: the crate at (30, 20); A1 1 m from it.
    const s = scenarioBattle('SC-3', withArmies([fighter, fighter], [fighter]), {
      A1: [[30, 18]],
      A2: [[5, 5]],
      B1: [[5, 35]],
    });
    activateWith(s, 'A1', { melee: 2 });
    const html = render(s, 0);
    expect(html).toContain('data-testid="os-target-CRATE"');
    expect(html).toMatch(/data-testid="os-target-CRATE"[^>]*>CRATE [^<]+</);
    expect(html).toMatch(/data-testid="os-object-CRATE" class|class="os-object os-target"/);
  });

  it('names the equipment and abilities in the language in the units list', async () => {
    const s = battle(withArmies([{ catalogue: 'SNIPER' }], [{ catalogue: 'MEDIC' }]), {});
    let html = render(s, 0);
    expect(html).toContain('Fusil de précision');
    expect(html).toContain('Médecin');
    expect(html).not.toContain('SNIPER_RIFLE');
    await i18n.changeLanguage('en');
    html = render(s, 0);
    expect(html).toContain('Sniper rifle');
    expect(html).toContain('Medic');
    await i18n.changeLanguage('fr');
  });
});

describe('OSOI army builder rendered', () => {
  it('lists the default armies with their costs and the armies option', async () => {
    await i18n.changeLanguage('fr');
    const html = renderToStaticMarkup(createElement(OsoiArmyBuilder));
    expect(html).toContain('Composer une armée OSOI');
    expect(html).toContain('Coût : 139 / 150 pts — reste 11 · 13 figurine(s)');
    expect(html).toContain('Armée valide.');
    expect(html).toContain('&quot;catalogue&quot;:&quot;SOLDIER&quot;');
    await i18n.changeLanguage('en');
    expect(renderToStaticMarkup(createElement(OsoiArmyBuilder))).toContain('Cost: 139 / 150 pts — 11 left');
    await i18n.changeLanguage('fr');
  });
});
