/**
 * Risk before commitment (issue 9) over the real protocol: every snapshot carries `previews` beside `legal`,
 * of the same length, equal to what the game's hook answers on the match's state (replayed from its record).
 */
import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../engine/record.ts';
import { pissSquig, type PSState } from '../games/piss-squig/index.ts';
import { Client, http, suiteServer, type Msg } from './testing.ts';

const kindOf = (a: unknown): string => (a as { type: string }).type;
const CONTACT = ['block', 'piss', 'step', 'jump', 'climb', 'reroll', 'pro', 'noReroll'];

/** A random legal input, never a concession; mostly one that rolls, to meet previews. */
function randomInput(legal: unknown[]): unknown {
  const kept = legal.filter((a) => kindOf(a) !== 'concede');
  const contact = kept.filter((a) => CONTACT.includes(kindOf(a)));
  const from = contact.length > 0 && Math.random() < 0.8 ? contact : kept.length > 0 ? kept : legal;
  return from[Math.floor(Math.random() * from.length)];
}

/** The match's state after its record's inputs. */
function stateOf(record: MatchRecord): PSState {
  const setup = pissSquig.setup(record.options);
  if (!setup.ok) throw new Error(setup.error.en);
  const s = setup.value;
  for (const input of record.inputs) {
    if ('faces' in input) {
      const r = pissSquig.applyChance(s, input.faces);
      if (!r.ok) throw new Error(r.error.en);
    } else if ('player' in input) {
      const v = pissSquig.validate(s, input.player, input.action);
      if (!v.ok) throw new Error(v.error.en);
      pissSquig.apply(s, input.player, v.value);
    }
  }
  return s;
}

describe('previews over the protocol', () => {
  const suite = suiteServer();

  it('every welcome and update has `previews` aligned with `legal`, equal to the game’s exact odds', async () => {
    const created = await http(suite.server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      options: { players: 2 },
      seats: [
        { kind: 'human', name: 'Snotlik' },
        { kind: 'bot', level: 'random' },
      ],
    });
    expect(created.status).toBe(201);
    const { id } = created.json;
    const c = await Client.open(suite.server.ws);
    const watcher = await Client.open(suite.server.ws);
    suite.clients.push(c, watcher);
    let m: Msg = await c.hello(id, created.json.seats[0].token);
    const spectator = await watcher.hello(id);
    expect(spectator.legal).toEqual([]);
    expect(spectator.previews).toEqual([]);

    let compared = 0;
    let withRolls = 0;
    for (let acts = 0; acts < 80 && withRolls < 6;) {
      if (m.t === 'refused') throw new Error(`refused: ${m.code} ${m.en}`);
      expect(m.previews).toHaveLength(m.legal.length);
      if (m.pending.kind === 'over') break;
      if (m.legal.length > 0) {
        const record = (await http(suite.server.base, 'GET', `/api/matches/${id}/record`))
          .json as MatchRecord;
        if (record.inputs.length === m.inputs) {
          const s = stateOf(record);
          expect(m.previews).toEqual(pissSquig.previews!(s, 0, pissSquig.legal(s, 0)));
          compared++;
          if (m.previews.some((p: unknown) => p !== null)) withRolls++;
        }
        const at = m.inputs as number;
        acts++;
        c.send({ t: 'act', inputs: at, input: randomInput(m.legal) });
        m = await c.next(
          (x) => x.t === 'refused' || (x.t === 'update' && (x.inputs > at || x.pending.kind === 'over')),
        );
      } else {
        m = await c.next((x) => x.t === 'refused' || x.t === 'update');
      }
    }
    expect(compared).toBeGreaterThan(3);
    expect(withRolls).toBeGreaterThan(0);
  });
});
