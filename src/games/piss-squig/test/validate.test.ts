import { describe, expect, it } from 'vitest';
import { Table } from '../testing.ts';

describe('validation of inputs (the trust boundary)', () => {
  const table = () => Table.of({ goblins: [{ at: [4, 4] }, { at: [5, 4] }], squig: [6, 6] });

  it('refuses unexpected fields instead of ignoring them', () => {
    const e = table().refuse(0, { type: 'move', target: 1 });
    expect(e.code).toBe('action.extraField');
    expect(e.en).toContain('target');
  });

  it('PS-PISS-6 refuses a piss on a goblin without Gros vicieux', () => {
    expect(table().refuse(0, { type: 'piss', target: 1 })).toMatchObject({
      code: 'piss.goblin',
      rule: 'PS-PISS-6',
    });
  });

  it('refuses garbage, unknown types and the wrong seat with a message in both languages', () => {
    const t = table();
    for (const bad of [null, 3, 'move', [], {}, { type: 7 }]) {
      const e = t.refuse(0, bad);
      expect(e.code).toBe('action.shape');
      expect(e.message).toContain('actions permises');
      expect(e.en).toContain('allowed actions');
    }
    expect(t.refuse(0, { type: 'fly' }).code).toBe('action.unknown');
    expect(t.refuse(1, { type: 'pass' })).toMatchObject({ code: 'turn.notYours', rule: 'PS-SETUP-6' });
    expect(t.refuse(0, { type: 'step', x: 4.5, y: 3 }).code).toBe('action.phase');
  });

  it('PS-CLIMB-3 refuses a climb away from his own post, and any decision while a roll is pending', () => {
    const t = Table.of({ goblins: [{ at: [3, 3], point: true }, { at: [9, 9] }] });
    t.act(0, { type: 'move' });
    expect(t.refuse(0, { type: 'climb' })).toMatchObject({ code: 'climb.notOnPost', rule: 'PS-CLIMB-3' });
    t.act(0, { type: 'end' });
    t.act(1, { type: 'piss' });
    expect(t.refuse(1, { type: 'pass' })).toMatchObject({ code: 'turn.chance', rule: 'PS-PISS-2' });
  });
});
