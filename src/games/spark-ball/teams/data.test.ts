import { describe, expect, it } from 'vitest';
import { ABILITIES } from './abilities.ts';
import { buildRoster, quickPlay, rosterCost, validateRoster } from './build.ts';
import { EQUIPMENT } from './equipment.ts';
import { SCALE } from './rules.ts';
import { SPECIAL_CHARACTERS } from './specials.ts';
import { TEMPLATES } from './templates.ts';
import { CAPTAIN_TRAITS, traitForFace } from './traits.ts';
import type { Characteristics, Position } from './types.ts';

const STATS: (keyof Characteristics)[] = ['mv', 'f', 'r', 'ag', 'ar'];
const POSITIONS: Position[] = ['attacker', 'defender', 'keeper'];

describe('quick-play rosters (4.2)', () => {
  it('the four quick-play rosters are legal and cost 940 / 970 / 975 / 975 cr', () => {
    const out = ['T1', 'T2', 'T3', 'T4'].map((t) => {
      const r = quickPlay(t);
      if (!r.ok) throw new Error(r.error.en);
      expect(validateRoster(r.value).ok).toBe(true);
      // The figure the reference prints is the one the data carries.
      expect(rosterCost(r.value).total).toBe(TEMPLATES[t]!.quickPlay.cost);
      return [t, rosterCost(r.value).total, r.value.treasury, r.value.players.length, r.value.teamRerolls];
    });
    expect(out).toEqual([
      ['T1', 940, 60, 9, 3],
      ['T2', 970, 30, 9, 2],
      ['T3', 975, 25, 9, 3],
      ['T4', 975, 25, 10, 2],
    ]);
  });

  it('quick-play items and lines: T1 breakdown 700 + 180 + 60, T4 Plastrons on two Defenders', () => {
    const t1 = quickPlay('T1');
    const t4 = quickPlay('T4');
    if (!t1.ok || !t4.ok) throw new Error('illegal quick-play');
    expect(rosterCost(t1.value)).toEqual({ players: 700, rerolls: 180, equipment: 60, total: 940 });
    const gear = (r: typeof t1.value) =>
      r.players.filter((p) => p.equipment !== null).map((p) => `${p.number} ${p.position} ${p.equipment}`);
    expect(gear(t1.value)).toEqual(['1 attacker EQ-1', '5 defender EQ-2']);
    expect(gear(t4.value)).toEqual(['5 defender EQ-2', '6 defender EQ-2']);
    expect(t1.value.players.map((p) => p.name).slice(0, 2)).toEqual(['Assaillant 1', 'Assaillant 2']);
    expect(t1.value.players[8]).toMatchObject({
      id: 'p9',
      number: 9,
      position: 'keeper',
      profile: 'T1.keeper',
      abilities: ['gardien'],
      baseRadius: 0.5,
      special: false,
    });
    const unknown = quickPlay('T9');
    expect(unknown.ok ? null : unknown.error.message).toBe(
      'Modèle d’équipe inconnu « T9 » (modèles : T1, T2, T3, T4).',
    );
  });

  it('SB-R-47 every template and special character stat is within the 4.1 scale, Keeper lines have Gardien', () => {
    const lines = [
      ...Object.values(TEMPLATES).flatMap((t) => POSITIONS.map((p) => [`${t.id}.${p}`, t.lines[p]] as const)),
      ...Object.values(SPECIAL_CHARACTERS).map((s) => [s.id, s] as const),
    ];
    expect(lines).toHaveLength(16);
    for (const [id, l] of lines) {
      for (const k of STATS) {
        expect(l.stats[k] >= SCALE[k].min && l.stats[k] <= SCALE[k].max, `${id} ${k}`).toBe(true);
      }
      for (const a of l.abilities) expect(ABILITIES[a], `${id} ${a}`).toBeDefined();
    }
    for (const t of Object.values(TEMPLATES)) expect(t.lines.keeper.abilities).toContain('gardien');
    expect(SPECIAL_CHARACTERS.rempart!.abilities).toContain('gardien');
  });

  it('SB-R-48 who may join: Varkus Chaos or Neutral, Aveline Order or Neutral, Kael and Le Rempart any', () => {
    expect(Object.values(SPECIAL_CHARACTERS).map((s) => [s.id, s.cost, s.position, s.mayJoin])).toEqual([
      ['varkus', 170, 'defender', ['chaos', 'neutral']],
      ['aveline', 160, 'attacker', ['order', 'neutral']],
      ['kael', 150, 'attacker', ['chaos', 'order', 'neutral']],
      ['rempart', 150, 'keeper', ['chaos', 'order', 'neutral']],
    ]);
  });
});

describe('captain traits (4.3)', () => {
  it('SB-CAPT-1 the ROLL-TRAIT face gives the trait of the 4.3 table', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => traitForFace(f).id)).toEqual([
      'meneur',
      'sangFroid',
      'teteBrulee',
      'visionDuJeu',
      'increvable',
      'instinct',
    ]);
    expect(traitForFace(4).names).toEqual({ fr: 'Vision du jeu', en: 'Playmaker' });
    expect(traitForFace(3).effects).toEqual([
      { kind: 'modifier', rolls: ['ROLL-CHARGE', 'ROLL-MASS-ATK'], value: 1 },
    ]);
    expect(() => traitForFace(7)).toThrow('No captain trait for D6 face 7');
    // `captain.traits` is a replaceable table (SB-R-46).
    const league = CAPTAIN_TRAITS.map((t) => ({ ...t, face: 7 - t.face }));
    expect(traitForFace(1, league).id).toBe('instinct');
  });
});

describe('equipment (4.5)', () => {
  it('SB-EQUIP-1 one item per player from the 4.5 list, paid from the budget', () => {
    expect(Object.values(EQUIPMENT).map((e) => [e.id, e.names.fr, e.cost, e.weapon])).toEqual([
      ['EQ-1', 'Gants magnétiques', 30, false],
      ['EQ-2', 'Plastron renforcé', 30, false],
      ['EQ-3', 'Réacteurs dorsaux', 25, false],
      ['EQ-4', 'Crampons magnétiques', 25, false],
      ['EQ-5', 'Bouclier cinétique', 30, false],
      ['EQ-6', 'Injecteur de stimulants', 20, false],
    ]);
    const players = [
      {
        position: 'attacker' as const,
        name: 'Ana',
        number: 9,
        equipment: ['EQ-1' as const, 'EQ-3' as const],
      },
      { position: 'attacker' as const },
      { position: 'attacker' as const, equipment: ['EQ-7' as never] },
      { position: 'defender' as const, equipment: ['EQ-5' as const] },
      { position: 'defender' as const },
      { position: 'defender' as const },
      { position: 'keeper' as const, equipment: ['EQ-6' as const] },
    ];
    const r = buildRoster({ template: 'T1', players, rerolls: 0 });
    expect(r.ok ? [] : r.error.details!.map((x) => [x.code, x.rule, x.message, x.en])).toEqual([
      [
        'order.items',
        'SB-EQUIP-1',
        '« Ana » (n° 9) : 2 équipements achetés (EQ-1, EQ-3) ; un joueur n’en porte qu’un.',
        '"Ana" (#9): 2 items bought (EQ-1, EQ-3); a player carries only one.',
      ],
      [
        'player.item',
        'SB-EQUIP-1',
        '« Assaillant 2 » (n° 2) : équipement inconnu "EQ-7" (EQ-1, EQ-2, EQ-3, EQ-4, EQ-5, EQ-6).',
        '"Assaillant 2" (#2): unknown item "EQ-7" (EQ-1, EQ-2, EQ-3, EQ-4, EQ-5, EQ-6).',
      ],
    ]);
    players[0]!.equipment = ['EQ-1'];
    players[2]!.equipment = [];
    const ok = buildRoster({ template: 'T1', players, rerolls: 0 });
    if (!ok.ok) throw new Error(ok.error.en);
    expect(ok.value.players.map((p) => p.equipment)).toEqual([
      'EQ-1',
      null,
      null,
      'EQ-5',
      null,
      null,
      'EQ-6',
    ]);
    expect(rosterCost(ok.value)).toEqual({ players: 545, rerolls: 0, equipment: 80, total: 625 });
    expect(ok.value.treasury).toBe(375);
  });
});
