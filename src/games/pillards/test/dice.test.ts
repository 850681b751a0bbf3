import { describe, expect, it } from 'vitest';
import type { ChanceRequest } from '../../../engine/types.ts';
import { pillards } from '../index.ts';
import { facesFromEntry } from '../physical.ts';
import { Campaign } from '../testing.ts';

/** The pending roll request (throws if none). */
function request(c: Campaign): ChanceRequest {
  const p = c.pending();
  if (p.kind !== 'chance') throw new Error(`no roll pending (${p.kind})`);
  return p.request;
}

/** Faces of an entry that must be accepted. */
function faces(req: ChanceRequest, entry: Parameters<typeof facesFromEntry>[1]): number[] {
  const r = facesFromEntry(req, entry);
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
}

/** The refusal of an entry. */
function refusal(req: ChanceRequest, entry: unknown) {
  const r = facesFromEntry(req, entry as Parameters<typeof facesFromEntry>[1]);
  if (r.ok) throw new Error(`expected a refusal for ${JSON.stringify(entry)}`);
  return r.error;
}

describe('dice steps', () => {
  it('PIL-DICE-1 every roll is a named step: rule, roller, dice, target or table, modifier, and what it is for', () => {
    const c = Campaign.start({ players: 3, diceMode: 'physical' });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { cavalry: 2, menAtArms: 2 } } },
      1: { posts: { pen: { archers: 1 } } },
      2: { raid: { target: 0, type: 'burn', force: { cavalry: 1 } } },
    });
    expect(request(c)).toEqual({
      rule: 'PIL-INIT-1',
      dice: '1d6',
      roller: 0,
      label: 'pil.roll.initiative',
      params: { turn: 1 },
      reroll: false,
    });
    c.roll(1);
    c.roll(3);
    expect(request(c)).toEqual({
      rule: 'PIL-RAID-1',
      dice: '1d6',
      roller: 0,
      modifier: -1,
      label: 'pil.roll.resistance',
      params: { raid: 1 },
    });
    c.roll(3); // 3 − 1 = 2: the guard
    c.act(0, { type: 'fight' });
    expect(request(c)).toEqual({
      rule: 'PIL-COMBAT-5',
      dice: '1d6',
      roller: 1,
      target: 5,
      modifier: 0,
      label: 'pil.roll.hit',
      params: { raid: 1, round: 1, step: 'volley', side: 1, owner: 1, origin: 'pen', figureType: 'archers' },
    });
    c.roll(5); // one hit on the raiders
    expect(c.rolls().at(-1)).toEqual({
      type: 'roll',
      rule: 'PIL-COMBAT-5',
      player: 1,
      dice: '1d6',
      faces: [5],
      target: 5,
      modifier: 0,
      total: 5,
      successes: 1,
      reroll: false,
      side: 1,
      owner: 1,
      origin: 'pen',
      figureType: 'archers',
    });
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 }); // D-ALLOC: cavalry or men-at-arms
    c.act(0, { type: 'allocate', hits: [{ owner: 0, origin: 'raid', figureType: 'menAtArms', count: 1 }] });
    expect(request(c)).toEqual({
      rule: 'PIL-COMBAT-8',
      dice: '1d6',
      roller: 0,
      target: 5,
      modifier: 0,
      label: 'pil.roll.save',
      params: {
        raid: 1,
        round: 1,
        side: 0,
        owner: 0,
        origin: 'raid',
        figureType: 'menAtArms',
        figures: 1,
        hitsPerFigure: 1,
      },
    });
    c.roll(5); // saved
    expect(c.rolls().at(-1)).toMatchObject({
      rule: 'PIL-COMBAT-8',
      faces: [5],
      target: 5,
      total: 5,
      successes: 1,
      killed: 0,
    });
    expect(request(c)).toMatchObject({
      rule: 'PIL-COMBAT-6',
      dice: '2d6',
      roller: 0,
      target: 5,
      params: { step: 'melee', side: 0, figureType: 'menAtArms' },
    });
    c.roll(1, 1);
    expect(request(c)).toMatchObject({
      rule: 'PIL-COMBAT-6',
      dice: '2d6',
      roller: 0,
      target: 4,
      params: { figureType: 'cavalry' },
    });
    c.roll(4, 1); // one hit on the archer
    expect(request(c)).toMatchObject({
      rule: 'PIL-COMBAT-6',
      dice: '1d6',
      roller: 1,
      target: 5,
      params: { side: 1 },
    });
    c.roll(1);
    expect(request(c)).toMatchObject({
      rule: 'PIL-COMBAT-8',
      dice: '1d6',
      roller: 1,
      target: 6,
      params: { side: 1, figureType: 'archers' },
    });
    c.roll(5); // the archer dies: victory
    expect(request(c)).toEqual({
      rule: 'PIL-LOOT-1',
      dice: '1d6',
      roller: 0,
      modifier: -1, // 4 living raiders
      label: 'pil.roll.loot',
      params: { raid: 1, raidType: 'cattle' },
    });
    c.roll(6); // 6 − 1 = 5: 3d6 cattle
    expect(request(c)).toEqual({
      rule: 'PIL-LOOT-2',
      dice: '3d6',
      roller: 0,
      label: 'pil.roll.quantity',
      params: { raid: 1 },
    });
    c.roll(2, 3, 4);
    expect(c.rolls().at(-1)).toEqual({
      type: 'roll',
      rule: 'PIL-LOOT-2',
      player: 0,
      dice: '3d6',
      faces: [2, 3, 4],
      total: 9,
      reroll: false,
    });
    expect(c.s.lords[1]!.cattle).toBe(11);
    expect(request(c)).toMatchObject({ rule: 'PIL-RAID-1', roller: 2, modifier: -2, params: { raid: 2 } });
  });

  it('PIL-DICE-1 engine and physical dice modes ask for the same steps', () => {
    const run = (diceMode: string) => {
      const c = Campaign.start({ diceMode });
      c.orders({
        0: { raid: { target: 1, type: 'burn', force: { archers: 2 } } },
        1: { posts: { orchard: { cavalry: 2 } } },
      });
      const out: ChanceRequest[] = [request(c)];
      c.roll(4);
      c.act(0, { type: 'fight' });
      out.push(request(c));
      return out;
    };
    expect(run('physical')).toEqual(run('engine'));
  });

  it('PIL-DICE-2 successes per to-hit group give the representative faces of chanceOutcomes; out of range is refused', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { cavalry: 3 } } },
      1: { posts: { pen: { menAtArms: 4 } } },
    });
    c.roll(5); // 5 − 2 = 3: guard
    c.act(0, { type: 'fight' });
    const req = request(c);
    expect(req).toMatchObject({ rule: 'PIL-COMBAT-6', dice: '3d6', target: 4 });
    const outcomes = pillards.chanceOutcomes(c.s)!;
    for (let k = 0; k <= 3; k++) expect(faces(req, { successes: k })).toEqual(outcomes[k]!.faces);
    expect(faces(req, { successes: 2 })).toEqual([4, 4, 1]);
    for (const bad of [4, -1, 1.5, '2']) {
      expect(refusal(req, { successes: bad })).toMatchObject({ code: 'physical.range', rule: 'PIL-DICE-2' });
    }
    const e = refusal(req, { successes: 4 });
    expect(e.en).toBe('Entry out of range (successes 4) for PIL-COMBAT-6 (3d6): hits from 0…3.');
    expect(e.message).toBe('Saisie hors limites (successes 4) pour PIL-COMBAT-6 (3d6) : touches de 0…3.');
    expect(faces(req, { faces: [6, 2, 4] })).toEqual([6, 2, 4]);
    expect(refusal(req, { faces: [6, 2] })).toMatchObject({ code: 'dice.count', rule: 'PIL-COMBAT-6' });
    expect(refusal(req, { faces: [6, 2, 0] })).toMatchObject({ code: 'dice.face', rule: 'PIL-COMBAT-6' });
    expect(refusal(req, { total: 8 })).toMatchObject({ code: 'physical.total', rule: 'PIL-DICE-2' });
    c.roll(...faces(req, { successes: 2 }));
    expect(c.rolls().at(-1)).toMatchObject({ faces: [4, 4, 1], total: 9, successes: 2 });
  });

  it('PIL-DICE-2 successes of a save group count saved figures; with several hits per figure, per figure', () => {
    const c = Campaign.start({ excessHits: 'reallocate' });
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { cavalry: 2 } } },
      1: { posts: { orchard: { menAtArms: 5 } } },
    });
    c.roll(5); // 5 − 2 = 3: guard
    c.act(0, { type: 'fight' });
    c.rollAll(1); // the raiders miss
    c.rollAll(6); // 5 hits on 2 cavalry: 2 each, and one takes a third (a single group: no choice)
    const req = request(c);
    expect(req).toMatchObject({
      rule: 'PIL-COMBAT-8',
      dice: '3d6',
      target: 4,
      params: { figures: 1, hitsPerFigure: 3 },
    });
    expect(pillards.chanceOutcomes(c.s)!.map((o) => o.faces)).toEqual([
      [6, 6, 6],
      [1, 6, 6],
    ]);
    expect(faces(req, { successes: 1 })).toEqual([6, 6, 6]);
    expect(faces(req, { successes: 0 })).toEqual([1, 6, 6]);
    const e = refusal(req, { successes: 2 });
    expect(e).toMatchObject({ code: 'physical.range', rule: 'PIL-DICE-2' });
    expect(e.en).toBe(
      'Entry out of range (successes 2) for PIL-COMBAT-8 (3d6): figures saved (per figure) from 0…1.',
    );
    c.roll(...faces(req, { successes: 1 }));
    expect(c.rolls().at(-1)).toMatchObject({
      rule: 'PIL-COMBAT-8',
      hitsPerFigure: 3,
      faces: [6, 6, 6],
      total: 18,
      successes: 1,
      killed: 0,
    });
    const req2 = request(c);
    expect(req2).toMatchObject({ dice: '2d6', params: { figures: 1, hitsPerFigure: 2 } });
    c.roll(...faces(req2, { successes: 0 }));
    expect(c.rolls().at(-1)).toMatchObject({ faces: [1, 6], total: 7, successes: 0, killed: 1 });
    expect(c.s.lords[0]!.raid.cavalry).toBe(1);
    // A batch of several figures with several dice each (pure function).
    const batch: ChanceRequest = {
      rule: 'PIL-COMBAT-8',
      dice: '6d6',
      roller: 1,
      target: 5,
      modifier: 0,
      label: 'pil.roll.save',
      params: { figures: 3, hitsPerFigure: 2 },
    };
    expect(faces(batch, { successes: 2 })).toEqual([1, 6, 6, 6, 6, 6]);
    expect(faces(batch, { successes: 0 })).toEqual([1, 6, 1, 6, 1, 6]);
    expect(refusal(batch, { successes: 4 }).code).toBe('physical.range');
    // One save per figure: successes range over the dice.
    const single: ChanceRequest = { ...batch, dice: '4d6', params: { figures: 4, hitsPerFigure: 1 } };
    expect(faces(single, { successes: 3 })).toEqual([1, 6, 6, 6]);
    expect(refusal(single, { successes: 5 }).en).toBe(
      'Entry out of range (successes 5) for PIL-COMBAT-8 (4d6): successful saves from 0…4.',
    );
  });

  it('PIL-DICE-2 a total for ROLL-QTY (n…6n); ROLL-INIT, ROLL-RES and ROLL-LOOT take faces only', () => {
    const c = Campaign.start();
    c.orders({ 0: { raid: { target: 1, type: 'cattle', force: { cavalry: 3 } } } });
    const res = request(c);
    expect(faces(res, { faces: [2] })).toEqual([2]);
    expect(refusal(res, { total: 2 })).toMatchObject({ code: 'physical.total', rule: 'PIL-DICE-2' });
    expect(refusal(res, { successes: 1 })).toMatchObject({ code: 'physical.successes', rule: 'PIL-DICE-2' });
    expect(refusal(res, { faces: [7] })).toMatchObject({ code: 'dice.face', rule: 'PIL-RAID-1' });
    c.roll(2); // 0: slipped through
    const loot = request(c);
    expect(refusal(loot, { total: 6 }).en).toBe(
      'A total is only for the cattle quantity (ROLL-QTY); for PIL-LOOT-1 (1d6), enter the faces.',
    );
    c.roll(6); // 6 − 1 = 5: 3d6 cattle
    const qty = request(c);
    expect(qty).toMatchObject({ rule: 'PIL-LOOT-2', dice: '3d6' });
    expect(faces(qty, { total: 3 })).toEqual([1, 1, 1]);
    expect(faces(qty, { total: 10 })).toEqual([6, 3, 1]);
    expect(faces(qty, { total: 18 })).toEqual([6, 6, 6]);
    for (const bad of [2, 19, 7.5, null]) {
      expect(refusal(qty, { total: bad })).toMatchObject({ code: 'physical.range', rule: 'PIL-DICE-2' });
    }
    expect(refusal(qty, { total: 19 }).en).toBe(
      'Entry out of range (total 19) for PIL-LOOT-2 (3d6): total from 3…18.',
    );
    expect(refusal(qty, { successes: 2 }).code).toBe('physical.successes');
    for (const bad of [{}, { faces: [1, 2, 3], total: 6 }, null, [3], { sum: 6 }]) {
      expect(refusal(qty, bad)).toMatchObject({ code: 'physical.entry', rule: 'PIL-DICE-2' });
    }
    c.roll(...faces(qty, { total: 10 }));
    expect(c.s.lords[1]!.cattle).toBe(10);
    expect(c.s.lords[0]!.booty.cattle).toBe(10);
    const init = Campaign.start({ players: 3 });
    init.orders({
      0: { raid: { target: 1, type: 'burn', force: { cavalry: 1 } } },
      1: { raid: { target: 0, type: 'burn', force: { cavalry: 1 } } },
    });
    const ri = request(init);
    expect(ri.rule).toBe('PIL-INIT-1');
    expect(faces(ri, { faces: [6] })).toEqual([6]);
    expect(refusal(ri, { successes: 0 }).code).toBe('physical.successes');
  });

  it('PIL-DICE-3 to-hit and save dice come in groups by side, owner, origin and type', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { archers: 1, menAtArms: 1, cavalry: 3 } } },
      1: { posts: { pen: { archers: 4, menAtArms: 8 } } },
      2: { pledges: [1], posts: { village: { archers: 4, menAtArms: 6, cavalry: 3 } } },
    });
    c.roll(6); // 6: the guard and the whole pool (1's 3 cavalry and 2's 2 men-at-arms), no choice
    c.act(0, { type: 'fight' });
    const steps: [string, number, string, number, string, string, number][] = [];
    const take = () => {
      const r = request(c);
      const p = r.params!;
      steps.push([
        r.dice,
        r.roller,
        String(p.step),
        Number(p.side),
        `${p.owner}`,
        `${p.origin}:${p.figureType}`,
        r.target!,
      ]);
    };
    take();
    c.rollAll(1);
    take();
    c.rollAll(1); // volley: nobody hits
    for (let g = 0; g < 7; g++) {
      take();
      c.rollAll(1); // melee: nobody hits
    }
    expect(steps).toEqual([
      ['1d6', 0, 'volley', 0, '0', 'raid:archers', 5],
      ['4d6', 1, 'volley', 1, '1', 'pen:archers', 5],
      ['1d6', 0, 'melee', 0, '0', 'raid:archers', 5],
      ['1d6', 0, 'melee', 0, '0', 'raid:menAtArms', 5],
      ['3d6', 0, 'melee', 0, '0', 'raid:cavalry', 4],
      ['4d6', 1, 'melee', 1, '1', 'pen:archers', 5],
      ['8d6', 1, 'melee', 1, '1', 'pen:menAtArms', 5],
      ['3d6', 1, 'melee', 1, '1', 'reserve:cavalry', 4],
      ['2d6', 1, 'melee', 1, '2', 'reserve:menAtArms', 5],
    ]);
    // The order of dice inside a group is irrelevant.
    expect(c.s.raid!.round).toBe(2);
    c.act(0, { type: 'fight' });
    const a = pillards.clone(c.s);
    const b = pillards.clone(c.s);
    pillards.applyChance(a, [1, 6]);
    pillards.applyChance(b, [6, 1]);
    expect(a.raid!.hits).toEqual(b.raid!.hits);
  });

  it('PIL-R-43 every roll is d6-based; other dice and faces are refused', () => {
    const c = Campaign.start();
    c.orders({ 0: { raid: { target: 1, type: 'burn', force: { cavalry: 1 } } } });
    expect(request(c).dice).toBe('1d6');
    expect(pillards.applyChance(c.s, [0])).toMatchObject({
      ok: false,
      error: { code: 'dice.face', rule: 'PIL-RAID-1' },
    });
    expect(pillards.applyChance(c.s, [8])).toMatchObject({ ok: false, error: { code: 'dice.face' } });
    expect(pillards.applyChance(c.s, [3, 3])).toMatchObject({ ok: false, error: { code: 'dice.count' } });
    expect(pillards.chanceOutcomes(c.s)!.map((o) => o.faces[0])).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
