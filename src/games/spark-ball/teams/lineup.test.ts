import { describe, expect, it } from 'vitest';
import { quickPlay } from './build.ts';
import { buildRoster } from './build.ts';
import {
  checkCaptain,
  checkLineup,
  defaultLineup,
  sharedSpecialCharacters,
  slotAbilities,
} from './lineup.ts';
import type { Roster } from './types.ts';

function t1(): Roster {
  const r = quickPlay('T1');
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
}

describe('from roster to match', () => {
  it('SB-TEAM-3 / ARB-SB-08 the match starts with 3 Attackers, 3 Defenders and 1 Keeper from the available players', () => {
    const r = t1();
    expect(defaultLineup(r)).toEqual({
      attacker: ['p1', 'p2', 'p3'],
      defender: ['p5', 'p6', 'p7'],
      keeper: ['p9'],
    });
    expect(
      checkLineup(r, { attacker: ['p4', 'p2', 'p3'], defender: ['p5', 'p6', 'p8'], keeper: ['p9'] }).ok,
    ).toBe(true);
    // The only Keeper is unavailable: his slot stays empty and the team plays short (SB-R-53).
    const noKeeper = defaultLineup(r, { unavailable: ['p9'] });
    expect(noKeeper.keeper).toEqual([]);
    expect(checkLineup(r, noKeeper, { unavailable: ['p9'] }).ok).toBe(true);
    // A slot may not stay empty while a player of that position is available; every problem is listed.
    const bad = checkLineup(
      r,
      { attacker: ['p1', 'p2'], defender: ['p5', 'p6', 'p1'], keeper: ['p9', 'p8'] },
      {
        unavailable: ['p9'],
      },
    );
    expect(bad.ok ? [] : bad.error.details!.map((x) => [x.code, x.message])).toEqual([
      ['lineup.twice', '« Assaillant 1 » (n° 1) est aligné deux fois.'],
      [
        'lineup.position',
        '« Assaillant 1 » (n° 1) est attaquant : il ne peut pas occuper une place de défenseur.',
      ],
      ['lineup.slots', '2 joueurs au poste de gardien : 1 au plus.'],
      ['lineup.unavailable', '« Portier 9 » (n° 9) n’est pas disponible pour ce match.'],
      ['lineup.position', '« Garde 8 » (n° 8) est défenseur : il ne peut pas occuper une place de gardien.'],
      [
        'lineup.short',
        'Place d’attaquant laissée vide alors que « Assaillant 3 » (n° 3), « Assaillant 4 » (n° 4) sont disponibles.',
      ],
    ]);
    expect(bad.ok ? null : bad.error.details![5]!.en).toBe(
      'Attacker slot left empty while "Assaillant 3" (#3), "Assaillant 4" (#4) are available.',
    );
    // `lineup.anyPositionFillsSlot`: a Defender may take the empty keeper slot.
    const any = defaultLineup(r, { unavailable: ['p9'], anyPositionFillsSlot: true });
    expect(any.keeper).toEqual(['p4']);
    expect(checkLineup(r, any, { unavailable: ['p9'], anyPositionFillsSlot: true }).ok).toBe(true);
  });

  it('SB-TEAM-4 / ARB-SB-09 the player in the Keeper slot has Gardien', () => {
    const r = t1();
    expect(slotAbilities(r.players[4]!, 'defender')).toEqual(['chargeFeroce']);
    expect(slotAbilities(r.players[4]!, 'keeper')).toEqual(['chargeFeroce', 'gardien']);
    expect(slotAbilities(r.players[8]!, 'keeper')).toEqual(['gardien']);
    // `lineup.anyPositionFillsSlot`: Gardien goes with the slot, so a Keeper playing outfield is not pinned.
    expect(slotAbilities(r.players[8]!, 'attacker')).toEqual([]);
  });

  it('SB-TEAM-9 any roster player, of any position and even a reserve, may be named captain', () => {
    const r = t1();
    for (const id of ['p1', 'p5', 'p9', 'p4']) expect(checkCaptain(r, id).ok).toBe(true);
    const no = checkCaptain(r, 'p42');
    expect(no.ok ? null : [no.error.rule, no.error.message, no.error.en]).toEqual([
      'SB-TEAM-9',
      'Le capitaine « p42 » n’est pas un joueur de l’équipe.',
      'The captain "p42" is not a player of the team.',
    ]);
  });

  it('SB-R-48 the same special character on both rosters is found, for the roll-off', () => {
    const team = (template: string, special: string) => {
      const players = [
        ...(['attacker', 'attacker', 'attacker', 'defender', 'defender', 'defender', 'keeper'] as const).map(
          (position) => ({ position }),
        ),
        { special },
      ];
      const r = buildRoster({ template, players, rerolls: 0 });
      if (!r.ok) throw new Error(r.error.en);
      return r.value;
    };
    expect(sharedSpecialCharacters(team('T1', 'kael'), team('T2', 'kael'))).toEqual(['kael']);
    expect(sharedSpecialCharacters(team('T1', 'kael'), team('T2', 'rempart'))).toEqual([]);
  });
});
