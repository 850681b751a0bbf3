import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { parseOptions } from '../options.ts';
import { quickPlay } from '../teams/build.ts';
import { testOptions } from '../testing.ts';

describe('quick play: a match with no rosters (defaults.ts)', () => {
  it('SB-SETUP-1 no teams: the quick-play rosters of T1 (Home) and T2 (Away)', () => {
    for (const input of [undefined, {}, { quick: {} }]) {
      const o = parseOptions(input);
      expect(o.ok).toBe(true);
      if (!o.ok) return;
      const t1 = quickPlay('T1');
      const t2 = quickPlay('T2');
      if (!t1.ok || !t2.ok) throw new Error('quick play');
      expect(o.value.teams[0]).toEqual({
        ...t1.value,
        players: t1.value.players.map((p) => ({ ...p, id: `h-${p.id}` })),
      });
      expect(o.value.teams[1]).toEqual({
        ...t2.value,
        players: t2.value.players.map((p) => ({ ...p, id: `a-${p.id}` })),
      });
    }
    expect(sparkBall.setup({ match: { maxTurns: 2 } }).ok).toBe(true);
  });

  it('SB-SETUP-1 quick names the two templates; the same template may play both sides', () => {
    const o = parseOptions({ quick: { home: 'T4', away: 'T4' } });
    expect(o.ok).toBe(true);
    if (o.ok) expect(o.value.teams.map((t) => t.template)).toEqual(['T4', 'T4']);
  });

  it('SB-SETUP-1 a bad quick is refused precisely, and quick with teams is refused', () => {
    const unknown = parseOptions({ quick: { home: 'T9' } });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.en).toContain('Unknown team template "T9"');
    const shape = parseOptions({ quick: { home: 'T1', colour: 'red' } });
    expect(shape.ok).toBe(false);
    if (!shape.ok) expect(shape.error.code).toBe('options.quick');
    const both = parseOptions({ ...(testOptions() as object), quick: { home: 'T1' } });
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.error.en).toContain('both teams and quick');
  });
});
