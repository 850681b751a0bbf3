import { describe, expect, it } from 'vitest';
import { buildRoster, quickPlay, validateRoster, type PlayerOrder } from './build.ts';
import { firePlayer, hirePlayer } from './hire.ts';
import type { Position, Roster } from './types.ts';

/** A new T1 team of `a` Attackers, `d` Defenders, `k` Keepers (and `extra` players first), no reroll. */
function team(a: number, d: number, k: number, extra: PlayerOrder[] = [], budget = 1000): Roster {
  const players: PlayerOrder[] = [...extra];
  const add = (position: Position, n: number) => {
    for (let i = 0; i < n; i++) players.push({ position });
  };
  add('attacker', a);
  add('defender', d);
  add('keeper', k);
  const r = buildRoster({ template: 'T1', players, rerolls: 0 }, { budget });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const codes = (e: { details?: unknown }) => (e.details as { code: string }[]).map((d) => d.code);

describe('ARB-SB-80 hiring and firing between league matches', () => {
  it('ARB-SB-80 hires a line player at his 4.1 price (and his item), paid from the treasury', () => {
    // 3 × 70 + 3 × 85 + 80 = 545 spent: 455 left.
    const before = team(3, 3, 1);
    expect(before.treasury).toBe(455);
    const r = hirePlayer(before, { position: 'attacker', name: 'Recrue', equipment: 'EQ-1' });
    if (!r.ok) throw new Error(r.error.message);
    // Assaillant 70 + Gants magnétiques 30.
    expect(r.value.cost).toBe(100);
    expect(r.value.roster.treasury).toBe(355);
    expect(r.value.player).toEqual({
      id: 'p8',
      name: 'Recrue',
      number: 8,
      position: 'attacker',
      profile: 'T1.attacker',
      stats: { mv: 6, f: 3, r: 3, ag: 3, ar: 1 },
      abilities: [],
      equipment: 'EQ-1',
      baseRadius: 0.5,
      special: false,
    });
    expect(r.value.roster.players).toHaveLength(8);
    expect(validateRoster(r.value.roster, { stage: 'carried' }).ok).toBe(true);
    // Pure: the roster given is unchanged.
    expect(before.players).toHaveLength(7);
    expect(before.treasury).toBe(455);
    // Default name and the smallest free number.
    const k = hirePlayer(before, { position: 'keeper' });
    if (!k.ok) throw new Error(k.error.message);
    expect(k.value.player).toMatchObject({ id: 'p8', name: 'Portier 8', number: 8, abilities: ['gardien'] });
    expect(k.value.roster.treasury).toBe(375);
  });

  it('ARB-SB-80 refuses a hire the treasury cannot pay, saying how much is missing', () => {
    // The T1 quick-play roster keeps 60 cr; an Assaillant costs 70.
    const qp = quickPlay('T1');
    if (!qp.ok) throw new Error(qp.error.message);
    expect(qp.value.treasury).toBe(60);
    const r = hirePlayer(qp.value, { position: 'attacker', name: 'Trop cher' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('roster.invalid');
    expect(codes(r.error)).toEqual(['hire.budget']);
    expect(r.error.message).toContain(
      'coûte 70\u00a0cr : la trésorerie n’a que 60\u00a0cr (il manque 10\u00a0cr)',
    );
    expect(r.error.en).toContain('costs 70 cr: the treasury holds only 60 cr (10 cr short)');
  });

  it('ARB-SB-80 SB-TEAM-1 refuses a 21st player', () => {
    const full = team(9, 9, 2, [], 5000);
    expect(full.players).toHaveLength(20);
    const r = hirePlayer(full, { position: 'keeper' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(codes(r.error)).toEqual(['roster.size']);
    expect(r.error.en).toContain('The team has 21 players: it needs 7 to 20.');
  });

  it('ARB-SB-80 SB-TEAM-2 refuses a position over its maximum', () => {
    const r = hirePlayer(team(9, 3, 1, [], 2000), { position: 'attacker' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(codes(r.error)).toEqual(['roster.max.attacker']);
  });

  it('ARB-SB-80 SB-TEAM-8 refuses a second special character, and one who does not join the alignment', () => {
    // Kael (150) counts as one of the three Attackers.
    const withKael = team(2, 3, 1, [{ special: 'kael' }]);
    expect(withKael.treasury).toBe(1000 - 150 - 140 - 255 - 80);
    const second = hirePlayer(withKael, { special: 'aveline' });
    expect(second.ok).toBe(false);
    if (!second.ok) {
      expect(codes(second.error)).toEqual(['roster.specials']);
      expect(second.error.en).toContain(
        '2 special characters (Kael the Shadow and Sister Aveline): at most 1',
      );
    }
    // Varkus joins Chaos and Neutral teams only; T1 is Order.
    const varkus = hirePlayer(team(3, 3, 1), { special: 'varkus' });
    expect(varkus.ok).toBe(false);
    if (!varkus.ok) expect(codes(varkus.error)).toEqual(['roster.specialAlignment']);
    // Aveline does join an Order team that has no special character: 160 cr.
    const aveline = hirePlayer(team(3, 3, 1), { special: 'aveline' });
    if (!aveline.ok) throw new Error(aveline.error.message);
    expect(aveline.value.player).toMatchObject({ profile: 'aveline', position: 'attacker', special: true });
    expect(aveline.value.roster.treasury).toBe(455 - 160);
  });

  it('ARB-SB-80 refuses an order naming both or neither of a position and a special character, or unknown ones', () => {
    const t = team(3, 3, 1);
    expect(hirePlayer(t, {})).toMatchObject({ ok: false, error: { code: 'hire.order' } });
    expect(hirePlayer(t, { position: 'keeper', special: 'kael' })).toMatchObject({
      ok: false,
      error: { code: 'hire.order' },
    });
    expect(hirePlayer(t, { special: 'zorg' })).toMatchObject({ ok: false, error: { code: 'hire.special' } });
    expect(hirePlayer(t, { position: 'goalie' as Position })).toMatchObject({
      ok: false,
      error: { code: 'hire.position' },
    });
    expect(hirePlayer(t, { position: 'keeper', equipment: 'EQ-99' as 'EQ-1' })).toMatchObject({
      ok: false,
      error: { code: 'hire.item' },
    });
    // A number already worn is refused by the roster check.
    const dup = hirePlayer(t, { position: 'keeper', number: 3 });
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(codes(dup.error)).toEqual(['player.duplicateNumber']);
  });

  it('ARB-SB-80 a hire is allowed while an older shortage stays (a position short after deaths)', () => {
    // Two Defenders left after a death: hiring an Attacker adds no problem, and a Defender fixes it.
    const t = team(3, 3, 1);
    const short = { ...t, players: t.players.filter((p) => p.id !== 'p4') };
    expect(validateRoster(short, { stage: 'carried' }).ok).toBe(false);
    expect(hirePlayer(short, { position: 'attacker' }).ok).toBe(true);
    const fixed = hirePlayer(short, { position: 'defender' });
    if (!fixed.ok) throw new Error(fixed.error.message);
    expect(validateRoster(fixed.value.roster, { stage: 'carried' }).ok).toBe(true);
    // The id after the highest in use, never one already worn.
    expect(fixed.value.player.id).toBe('p8');
  });

  it('ARB-SB-80 fires a player without refund, never below a minimum', () => {
    const t = team(4, 3, 1);
    const r = firePlayer(t, 'p1');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.cost).toBe(0);
    expect(r.value.roster.treasury).toBe(t.treasury);
    expect(r.value.roster.players.map((p) => p.id)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    // Now 3 Attackers, 3 Defenders, 1 Keeper: every one of them is needed.
    for (const [id, code] of [
      ['p2', 'roster.min.attacker'],
      ['p5', 'roster.min.defender'],
      ['p8', 'roster.min.keeper'],
    ] as const) {
      const no = firePlayer(r.value.roster, id);
      expect(no.ok).toBe(false);
      if (!no.ok) expect(codes(no.error)).toContain(code);
    }
    const unknown = firePlayer(t, 'p42');
    expect(unknown).toMatchObject({ ok: false, error: { code: 'fire.unknown' } });
  });
});
