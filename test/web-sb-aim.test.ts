/**
 * The board's aiming guide (web/src/sbAim.ts) on a real turn-1 view: the inputs an aim sends and finds in
 * `legal`, the players on a shot's trajectory (SB-SHOT-5), the opponents who may intercept a shot, a pass or
 * a charge (SB-REACT-7..9) within their reach, and the odds taken from `previews` or from a `preview` answer.
 */
import { describe, expect, it } from 'vitest';
import { sparkBall } from '../src/games/spark-ball/index.ts';
import { roster, Table, testOptions } from '../src/games/spark-ball/testing.ts';
import { P_X, P_Y, PER_INCH, set } from '../src/games/spark-ball/state.ts';
import type { SBView } from '../src/games/spark-ball/view.ts';
import {
  aimEnd,
  aimIndex,
  aimInput,
  aimKinds,
  aimPreview,
  aimTargets,
  interceptorsOf,
  playersOnPath,
  segmentDistance,
} from '../web/src/sbAim.ts';

const ZONE = { width: 7, depth: 3 };

/** Turn 1, Home to play; Home attackers h5..h7 at y 8.5, Away attackers a5..a7 at y 12.5, keepers at 1.5 and 19.5. */
function view(): SBView {
  return sparkBall.view(Table.atTurn1(0).s, 0);
}
const player = (v: SBView, id: string) => v.players.find((p) => p.id === id)!;

describe('aiming on the Spark Ball board', () => {
  it('measures a point’s distance to a segment, ends included', () => {
    expect(segmentDistance({ x: 1, y: 1 }, { x: 0, y: 0 }, { x: 2, y: 0 })).toBe(1);
    expect(segmentDistance({ x: 5, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 0 })).toBe(3);
    expect(segmentDistance({ x: 1, y: 1 }, { x: 1, y: 0 }, { x: 1, y: 0 })).toBe(1);
  });

  it('reads kinds and targets from legal, and finds a point candidate within 0.0005 in', () => {
    const legal = [
      { type: 'move', path: [] },
      { type: 'charge', target: 'a5' },
      { type: 'shoot', to: { x: 3, y: 21 } },
      { type: 'shoot', target: 'h6' },
      { type: 'passBall', target: 'h6' },
    ];
    expect(aimKinds(legal)).toEqual(['shoot', 'passBall', 'charge']);
    expect([...aimTargets(legal, 'shoot')]).toEqual(['h6']);
    expect(aimIndex(legal, { kind: 'shoot', target: null, to: { x: 3.0004, y: 21 } })).toBe(2);
    expect(aimIndex(legal, { kind: 'shoot', target: null, to: { x: 3.002, y: 21 } })).toBe(-1);
    expect(aimIndex(legal, { kind: 'passBall', target: 'h6', to: null })).toBe(4);
    expect(aimInput({ kind: 'shoot', target: null, to: { x: 4, y: 20 } })).toEqual({
      type: 'shoot',
      to: { x: 4, y: 20 },
    });
  });

  it('SB-SHOT-5 a shot from h6 straight up the middle meets a6, a3 and the keeper a1, nearest first; prone players are flown over', () => {
    const v = view();
    const h6 = player(v, 'h6');
    expect(playersOnPath(v, h6, { x: 6.5, y: 21 }).map((p) => p.id)).toEqual(['a6', 'a3', 'a1']);
    player(v, 'a3').prone = true;
    expect(playersOnPath(v, h6, { x: 6.5, y: 21 }).map((p) => p.id)).toEqual(['a6', 'a1']);
    // a point short of a6: nobody
    expect(playersOnPath(v, h6, { x: 6.5, y: 10.5 })).toEqual([]);
  });

  it('SB-REACT-8 the opponents within 2 in of a shot’s trajectory may intercept (a leap reaches L further), not those on it', () => {
    const v = view();
    const h6 = player(v, 'h6');
    // h6 (6.5, 8.5) to (6.5, 11): a6 is 1 in past its end, a5 and a7 3 in aside (2.5 edge: only with a leap)
    const inter = interceptorsOf(
      v,
      { kind: 'shoot', target: null, to: { x: 6.5, y: 11 } },
      h6,
      { x: 6.5, y: 11 },
      ZONE,
    );
    expect(inter).toContainEqual({ player: 'a6', leap: false });
    expect(inter).toContainEqual({ player: 'a5', leap: true });
    expect(inter).toContainEqual({ player: 'a7', leap: true });
    // once a side used its reaction of the phase (SB-REACT-2), nobody
    v.reactionUsed[1] = true;
    expect(
      interceptorsOf(v, { kind: 'shoot', target: null, to: { x: 6.5, y: 11 } }, h6, { x: 6.5, y: 11 }, ZONE),
    ).toEqual([]);
  });

  it('SB-REACT-7 a pass may be intercepted near the thrower or the receiver; SB-REACT-9 a charge by the target’s team-mates within 2 in', () => {
    const v = view();
    const h5 = player(v, 'h5');
    player(v, 'h6').y = 11; // the receiver steps up to 1 in from a6's base
    const pass = { kind: 'passBall' as const, target: 'h6', to: null };
    const end = aimEnd(v, pass, 0)!;
    expect(end).toEqual({ x: 6.5, y: 11 });
    expect(interceptorsOf(v, pass, h5, end, ZONE).map((i) => i.player)).toContain('a6');
    // a charge from h5 on a5: a6 is 2 in from a5 edge to edge, a2 3.5 in
    h5.y = 10.5;
    const charge = { kind: 'charge' as const, target: 'a5', to: null };
    const inter = interceptorsOf(v, charge, h5, aimEnd(v, charge, 0)!, ZONE);
    expect(inter).toEqual([{ player: 'a6', leap: false }]);
    expect(
      interceptorsOf(v, { kind: 'massacre', target: 'a5', to: null }, h5, { x: 3.5, y: 12.5 }, ZONE),
    ).toEqual([]);
  });

  it('takes the odds of a candidate from previews, of a free point from the server’s answer, else waits', () => {
    const legal = [{ type: 'shoot', to: { x: 3, y: 21 } }];
    const rolls = [{ rule: 'SB-SHOT-2', dice: '1d6', roller: 0, target: 6, success: '1/2' }];
    expect(aimPreview(legal, [rolls], null, { kind: 'shoot', target: null, to: { x: 3, y: 21 } })).toEqual({
      known: true,
      rolls,
      input: legal[0],
    });
    const free = { kind: 'shoot' as const, target: null, to: { x: 4.2, y: 15.3 } };
    expect(aimPreview(legal, [rolls], null, free).known).toBe(false);
    const answer = { inputs: 7, input: { type: 'shoot', to: { x: 4.2, y: 15.3 } }, previews: rolls };
    expect(aimPreview(legal, [rolls], answer, free)).toEqual({ known: true, rolls, input: answer.input });
    // an answer about another point is not this one's
    expect(aimPreview(legal, [rolls], answer, { ...free, to: { x: 5, y: 15.3 } }).known).toBe(false);
  });
});

describe('stepping aside on the board (D-25)', () => {
  it('SB-MOVE-7 the 16 directions are drawn around the blocker a7, the legal ones lit (0° and 180°, not 90°: the wall)', async () => {
    const BOARD = '../web/src/components/SparkBall.tsx';
    const { SparkBallBoard, pushBlocker } = (await import(BOARD)) as {
      SparkBallBoard: (p: { view: SBView; legal: unknown[]; seat: number; onAct: () => void }) => null;
      pushBlocker: (v: SBView, seat: number | null) => { id: string } | null;
    };
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'h6', 8.5, 10);
    put(t, 'a6', 10, 10);
    put(t, 'a7', 11.8, 10.2);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'charge', target: 'a6' });
    t.act(1, { type: 'decline' });
    t.roll(4);
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-25' });
    const v = sparkBall.view(t.s, 1);
    expect(pushBlocker(v, 1)?.id).toBe('a7');
    const html = renderToStaticMarkup(
      createElement(SparkBallBoard, { view: v, legal: t.legal(1), seat: 1, onAct: () => {} }),
    );
    expect(html).toContain('data-testid="sb-step-spokes"');
    expect(html).toContain('data-testid="board-step-0"');
    expect(html).toContain('data-testid="board-step-180"');
    expect(html).not.toContain('data-testid="board-step-90"');
    expect(html.match(/class="sb-compass-dir/g)).toHaveLength(16);
  });
});

const noRerolls = () => testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

describe('a refused preview', () => {
  it('is not odds: the aim stays unconfirmable and says why', () => {
    const free = { kind: 'shoot' as const, target: null, to: { x: 4.2, y: 15.3 } };
    const refused = { message: 'Point hors du terrain', en: 'Point off the pitch' };
    const answer = { inputs: 7, input: { type: 'shoot', to: { x: 4.2, y: 15.3 } }, previews: null, refused };
    expect(aimPreview([], [], answer, free)).toEqual({
      known: false,
      rolls: null,
      input: answer.input,
      refused,
    });
  });
});
