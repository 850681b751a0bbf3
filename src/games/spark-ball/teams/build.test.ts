import { describe, expect, it } from 'vitest';
import {
  buildRoster,
  rosterCost,
  rosterProblems,
  validateRoster,
  type PlayerOrder,
  type TeamOptions,
} from './build.ts';
import { EQUIPMENT } from './equipment.ts';
import type { Position, Roster } from './types.ts';

/** `a` Attackers, `d` Defenders, `k` Keepers, in that order. */
function lines(a: number, d: number, k: number): PlayerOrder[] {
  const out: PlayerOrder[] = [];
  const add = (position: Position, n: number) => {
    for (let i = 0; i < n; i++) out.push({ position });
  };
  add('attacker', a);
  add('defender', d);
  add('keeper', k);
  return out;
}

/** Builds and returns the refusal's details (codes and texts), or fails the test if the order is legal. */
function refused(template: string, players: PlayerOrder[], rerolls = 0, options: TeamOptions = {}) {
  const r = buildRoster({ template, players, rerolls }, options);
  if (r.ok) throw new Error('expected a refusal');
  return r.error.details ?? [];
}

function built(template: string, players: PlayerOrder[], rerolls = 0, options: TeamOptions = {}): Roster {
  const r = buildRoster({ template, players, rerolls }, options);
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
}

const codes = (d: { code: string }[]) => d.map((x) => x.code);
const rich: TeamOptions = { budget: 5000 };

describe('team building (SB-TEAM)', () => {
  it('SB-TEAM-1 a roster has 7 to 20 players', () => {
    expect(built('T1', lines(3, 3, 1)).players).toHaveLength(7);
    expect(built('T1', lines(9, 8, 3), 0, rich).players).toHaveLength(20);
    const six = refused('T1', lines(3, 2, 1));
    expect(codes(six)).toEqual(['roster.size', 'roster.min.defender']);
    expect(six[0]!.message).toBe('L’équipe compte 6 joueurs : il en faut de 7 à 20.');
    expect(six[0]!.en).toBe('The team has 6 players: it needs 7 to 20.');
    const big = refused('T1', lines(9, 9, 3), 0, rich);
    expect(codes(big)).toEqual(['roster.size']);
    expect(big[0]!.en).toBe('The team has 21 players: it needs 7 to 20.');
    expect(big[0]!.rule).toBe('SB-TEAM-1');
  });

  it('SB-TEAM-2 fixed positions, at least 3 Attackers, 3 Defenders and 1 Keeper', () => {
    const d = refused('T1', lines(2, 5, 0));
    expect(codes(d)).toEqual(['roster.min.attacker', 'roster.min.keeper']);
    expect(d[0]!.message).toBe('2 attaquants : il en faut au moins 3.');
    expect(d[1]!.en).toBe('0 Keepers: at least 1 needed.');
    // A player bought as an Attacker stays one: a roster that moves him is refused.
    const r = built('T1', lines(4, 3, 1));
    r.players[0]!.position = 'defender';
    const p = rosterProblems(r);
    expect(codes(p)).toEqual(['player.positionFixed']);
    expect(p[0]!.message).toBe(
      '« Assaillant 1 » (n° 1) a été acheté comme Assaillant (attaquant) : son poste est fixe, pas défenseur.',
    );
    expect(p[0]!.en).toBe(
      '"Assaillant 1" (#1) was bought as Assailant (Attacker): his position is fixed, not Defender.',
    );
    expect(codes(refused('T1', [{ name: 'X' }, ...lines(3, 3, 1)]))).toEqual(['order.player']);
  });

  it('SB-TEAM-5 / ARB-SB-07 every player has MV, F, R, AG and AR on the 4.1 scale', () => {
    const r = built('T3', lines(3, 3, 1));
    expect(r.players[0]!.stats).toEqual({ mv: 7, f: 2, r: 2, ag: 4, ar: 0 });
    r.players[0]!.stats.mv = 8;
    r.players[1]!.stats.ar = -1;
    const p = rosterProblems(r, { stage: 'carried' });
    expect(codes(p)).toEqual(['player.stat', 'player.stat']);
    expect(p[0]!.message).toBe('« Lame 1 » (n° 1) : MV 8 hors de l’échelle (1 à 7).');
    expect(p[1]!.en).toBe('"Lame 2" (#2): AR -1 is off the scale (0 to 4).');
    // At creation the scale's minimum applies and the stats are the line's; once carried, MV may drop to 1 (the stat floor of the injury rulings).
    const hurt = built('T1', lines(3, 3, 1));
    hurt.players[0]!.stats.mv = 3;
    expect(rosterProblems(hurt, { stage: 'carried' })).toEqual([]);
    expect(codes(rosterProblems(hurt))).toEqual(['player.statsBought', 'player.stat']);
    expect(rosterProblems(hurt)[0]!.en).toBe(
      '"Assaillant 1" (#1): a new player has the characteristics of the Assailant line (MV 3 instead of 6).',
    );
    delete (hurt.players[1]!.stats as Partial<Roster['players'][number]['stats']>).f;
    expect(rosterProblems(hurt, { stage: 'carried' })[0]!.en).toBe(
      '"Assaillant 2" (#2): F undefined is off the scale (1 to 6).',
    );
  });

  it('SB-TEAM-6 / SB-R-51 the team has the alignment of its template: Chaos, Order or Neutral', () => {
    expect(['T1', 'T2', 'T3', 'T4'].map((t) => built(t, lines(3, 3, 1)).alignment)).toEqual([
      'order',
      'chaos',
      'neutral',
      'neutral',
    ]);
    const r = built('T2', lines(3, 3, 1));
    r.alignment = 'order';
    expect(rosterProblems(r).map((x) => [x.code, x.message, x.en])).toEqual([
      [
        'roster.alignment',
        'Une équipe Renégats du Chaos est d’alignement Chaos, pas Ordre.',
        'A Chaos Renegades team is Chaos, not Order.',
      ],
    ]);
    (r as { alignment: string }).alignment = 'lawful';
    expect(rosterProblems(r)[0]!.en).toBe('Unknown alignment "lawful": Chaos, Order or Neutral.');
  });

  it('SB-TEAM-7 team rerolls are bought at creation at the template price, 0 to 8', () => {
    expect(rosterCost(built('T1', lines(3, 3, 1), 3)).rerolls).toBe(180);
    expect(rosterCost(built('T2', lines(3, 3, 1), 3)).rerolls).toBe(210);
    expect(built('T3', lines(3, 3, 1), 8, rich).teamRerolls).toBe(8);
    const nine = refused('T3', lines(3, 3, 1), 9, rich);
    expect(nine.map((x) => [x.code, x.rule, x.message])).toEqual([
      ['roster.rerolls', 'SB-TEAM-7', '9 relances d’équipe : de 0 à 8.'],
    ]);
    expect(codes(refused('T3', lines(3, 3, 1), -1))).toEqual(['roster.rerolls']);
    expect(codes(refused('T3', lines(3, 3, 1), 1.5))).toEqual(['roster.rerolls']);
  });

  it('SB-TEAM-8 at most one special character, and only for the alignments he may join', () => {
    const r = built('T4', [...lines(3, 3, 1), { special: 'kael' }]);
    const kael = r.players[7]!;
    expect(kael).toMatchObject({
      name: 'Kael l’Ombre',
      position: 'attacker',
      profile: 'kael',
      special: true,
    });
    expect(rosterCost(r).players).toBe(225 + 240 + 75 + 150);
    const two = refused('T4', [...lines(3, 3, 1), { special: 'kael' }, { special: 'rempart' }]);
    expect(two.map((x) => x.message)).toEqual([
      '2 personnages spéciaux (Kael l’Ombre et Le Rempart) : au plus 1 par équipe.',
    ]);
    const varkus = refused('T1', [...lines(3, 3, 1), { special: 'varkus' }]);
    expect(varkus.map((x) => [x.code, x.message, x.en])).toEqual([
      [
        'roster.specialAlignment',
        'Varkus le Broyeur ne rejoint que les équipes Chaos ou Neutre, pas une équipe Ordre.',
        'Varkus the Crusher joins only Chaos or Neutral teams, not an Order team.',
      ],
    ]);
    expect(codes(refused('T2', [...lines(3, 3, 1), { special: 'aveline' }]))).toEqual([
      'roster.specialAlignment',
    ]);
    expect(built('T1', [...lines(3, 3, 1), { special: 'aveline' }]).players).toHaveLength(8);
    // He counts towards his position's maximum (4.1).
    const ten = refused('T1', [...lines(9, 3, 1), { special: 'kael' }], 0, rich);
    expect(ten.map((x) => x.message)).toEqual(['10 attaquants : au plus 9 (personnage spécial compris).']);
    // Unknown or wrongly marked.
    expect(codes(refused('T1', [...lines(3, 3, 1), { special: 'nobody' }]))).toEqual(['order.special']);
    const marked = built('T1', lines(3, 3, 1));
    marked.players[0]!.special = true;
    expect(codes(rosterProblems(marked))).toEqual(['player.special']);
  });

  it('SB-TEAM-10 / SB-R-49 one item per player, never a weapon', () => {
    const r = built('T1', lines(3, 3, 1));
    (r.players[0] as { equipment: unknown }).equipment = ['EQ-1', 'EQ-2'];
    const p = rosterProblems(r);
    expect(p.map((x) => [x.code, x.rule, x.message])).toEqual([
      ['player.items', 'SB-TEAM-10', '« Assaillant 1 » (n° 1) porte 2 équipements : au plus 1 par joueur.'],
    ]);
    const league: TeamOptions = {
      equipment: {
        ...EQUIPMENT,
        'EQ-6': { ...EQUIPMENT['EQ-6'], names: { fr: 'Hache', en: 'Axe' }, weapon: true },
      },
    };
    const w = refused('T1', [{ position: 'attacker', equipment: ['EQ-6'] }, ...lines(2, 3, 1)], 0, league);
    expect(w.map((x) => [x.code, x.message, x.en])).toEqual([
      [
        'player.weapon',
        '« Assaillant 1 » (n° 1) : Hache est une arme, et les armes sont interdites.',
        '"Assaillant 1" (#1): Axe is a weapon, and weapons are forbidden.',
      ],
    ]);
  });

  it('SB-TEAM-11 / SB-R-50 the 1,000 cr budget: the exact overspend, the treasury, position maxima', () => {
    const players: PlayerOrder[] = [{ position: 'attacker', equipment: ['EQ-1'] }, ...lines(3, 4, 1)];
    const over = refused('T2', players, 3);
    expect(over.map((x) => [x.code, x.rule, x.message, x.en])).toEqual([
      [
        'roster.budget',
        'SB-TEAM-11',
        'L’équipe coûte 1\u202f045\u00a0cr (joueurs 805\u00a0cr, relances 210\u00a0cr, équipements 30\u00a0cr) : 45\u00a0cr de plus que le budget de 1\u202f000\u00a0cr.',
        'The team costs 1,045 cr (players 805 cr, rerolls 210 cr, items 30 cr): 45 cr over the 1,000 cr budget.',
      ],
    ]);
    // `teams.budget` replaces the budget; unspent credits are the treasury.
    const r = built('T2', players, 3, { budget: 1100 });
    expect(r.treasury).toBe(55);
    expect(validateRoster(r, { budget: 1100 }).ok).toBe(true);
    r.treasury = 100;
    expect(rosterProblems(r, { budget: 1100 }).map((x) => x.en)).toEqual([
      'Treasury of 100 cr: a new team keeps 55 cr (budget 1,100 cr minus 1,045 cr spent).',
    ]);
    expect(rosterProblems(r, { budget: 1100, stage: 'carried' })).toEqual([]);
    // Maxima 9 / 9 / 3, and every problem is reported at once.
    const many = refused(
      'T1',
      [
        { position: 'attacker', name: 'Ana', number: 7 },
        { position: 'defender', name: 'Bea', number: 7 },
        ...lines(2, 9, 9),
      ],
      9,
      rich,
    );
    expect(codes(many)).toEqual([
      'roster.size',
      'roster.max.defender',
      'roster.max.keeper',
      'player.duplicateNumber',
      'roster.rerolls',
    ]);
    expect(many[3]!.message).toBe('« Bea » (n° 7) porte le même numéro 7 que « Ana » (n° 7).');
    expect(many[3]!.en).toBe('"Bea" (#7) wears the same number 7 as "Ana" (#7).');
    // Players are what their line sells: another template's line, or abilities the line does not have, are refused.
    const odd = built('T1', lines(3, 3, 1));
    odd.players[0]!.profile = 'T2.attacker';
    odd.players[3]!.abilities = ['brute'];
    expect(rosterProblems(odd).map((x) => [x.code, x.en])).toEqual([
      [
        'player.profile',
        '"Assaillant 1" (#1): unknown profile "T2.attacker"; a line of template T1 (T1.attacker, T1.defender, T1.keeper) or a special character.',
      ],
      [
        'player.abilities',
        '"Garde 4" (#4): the abilities of the Guard line are Ferocious charge, not Brute.',
      ],
    ]);
    expect(rosterProblems(odd)[1]!.message).toBe(
      '« Garde 4 » (n° 4) : les capacités de la ligne Garde sont Charge féroce, pas Brute.',
    );
    const v = validateRoster({ ...built('T1', lines(3, 3, 1)), teamRerolls: 9 });
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.error.code).toBe('roster.invalid');
      expect(v.error.message).toBe(
        'Équipe refusée (2 problèmes) : 1. 9 relances d’équipe : de 0 à 8. 2. L’équipe coûte 1\u202f085\u00a0cr (joueurs 545\u00a0cr, relances 540\u00a0cr, équipements 0\u00a0cr) : 85\u00a0cr de plus que le budget de 1\u202f000\u00a0cr.',
      );
    }
  });
});
