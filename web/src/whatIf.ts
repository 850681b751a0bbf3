/**
 * "What if…?" on the table (protocol `whatIf`): words for the inputs, the rolls' outcomes and the ends of an
 * outcome tree, and exact fractions divided for a branch's chance within its roll. Shared by every game.
 */
import type { PSView } from '../../src/games/piss-squig/view.ts';
import type { SBView } from '../../src/games/spark-ball/view.ts';
import type { WhatIfNode, WhatIfStop } from './protocol.ts';
import { seatName } from './i18n.ts';
import { inputLabel } from './osoiTable.ts';
import { goblinName } from './psOffers.ts';
import { actionLabel } from './sbDecisions.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

/** An exact fraction 'n/d' ('1', '0') as integers. */
function parts(p: string): [bigint, bigint] {
  const [n, d] = p.split('/');
  return [BigInt(n ?? '0'), BigInt(d ?? '1')];
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** `p` / `of`, both exact fractions, as an exact fraction ('1/2') and a number. */
export function divide(p: string, of: string): { exact: string; value: number } {
  const [a, b] = parts(p);
  const [c, d] = parts(of);
  if (c === 0n) return { exact: '0', value: 0 };
  let n = a * d;
  let m = b * c;
  const g = gcd(n, m) || 1n;
  n /= g;
  m /= g;
  return { exact: m === 1n ? String(n) : `${n}/${m}`, value: Number(n) / Number(m) };
}

/** A fraction's value. */
export function valueOf(p: string): number {
  return divide(p, '1').value;
}

/** A probability for people: «67 %» or «67%», with one decimal below 10 % and never 0 or 100 unless exact. */
export function pct(p: number, lang: string): string {
  let text: string;
  if (p === 0 || p === 1) text = String(p * 100);
  else if (p < 0.1) text = Math.max(0.1, Math.round(p * 1000) / 10).toFixed(1);
  else text = String(Math.min(99, Math.max(1, Math.round(p * 100))));
  if (lang === 'fr') return `${text.replace('.', ',')}\u00a0%`;
  return `${text}%`;
}

/** A compact text for any input, from the game's own labels where the table has them. */
export function inputText(
  game: string,
  view: unknown,
  seat: number | null,
  input: unknown,
  t: T,
  lang: string,
): string {
  if (input === null || input === undefined) return t('whatIf.pendingRoll');
  if (typeof input !== 'object') return String(input);
  const a = input as Record<string, unknown> & { type?: unknown };
  if (game === 'spark-ball' && typeof a.type === 'string' && view)
    return actionLabel(a as Parameters<typeof actionLabel>[0], view as SBView, seat, t, lang);
  if (game === 'piss-squig' && typeof a.type === 'string') {
    const v = view as PSView | null;
    const g = (id: unknown) =>
      typeof id === 'number' && v?.goblins[id] ? goblinName(v, id, lang === 'en' ? 'en' : 'fr') : String(id);
    const at = typeof a.x === 'number' && typeof a.y === 'number' ? ` (${a.x}, ${a.y})` : '';
    switch (a.type) {
      case 'block':
        return t('ps.act.blockGoblin', { g: g(a.target) });
      case 'piss':
        return a.target === undefined ? t('ps.act.piss') : t('ps.act.pissGoblin', { g: g(a.target) });
      case 'step':
        return `${t(a.gfi === true ? 'whatIf.ps.gfi' : 'ps.act.step')}${at}`;
      case 'jump':
        return `${t('whatIf.ps.jump')}${at}`;
      case 'squig':
        return `${t('whatIf.ps.squig')}${at}`;
      case 'advance':
        return t('ps.act.advance', { skill: String(a.skill) });
      case 'dive':
      case 'shadow':
      case 'quickPiss':
      case 'decline':
      case 'care':
      case 'retire':
        return t(`whatIf.ps.${a.type}`);
      default:
        return `${t(`ps.act.${a.type}`, { defaultValue: a.type })}${at}`;
    }
  }
  const names = {
    types: game === 'pillards' ? { fight: t('pil.fight'), retreat: t('pil.retreat') } : {},
    fields: {},
  } as { types: Record<string, string>; fields: Record<string, string> };
  if (game === 'osoi') {
    for (const k of ['move', 'shoot', 'defend', 'stop', 'melee', 'special'])
      names.types[k] = t(`os.input.${k}`);
    for (const k of ['target', 'dice', 'returnFire', 'paths', 'at', 'unit'])
      names.fields[k] = t(`os.field.${k}`);
  }
  const text = inputLabel(a, names);
  return text.length > 140 ? `${text.slice(0, 137)}…` : text;
}

/** A roll's outcome label ('success', 'successes:2', 'total:7', 'faces:1,3', a table row) in words. */
export function branchText(game: string, label: string, t: T): string {
  if (label === 'success') return t('whatIf.success');
  if (label === 'failure') return t('whatIf.failure');
  let m = /^successes:(\d+)$/.exec(label);
  if (m) return t('whatIf.successes', { n: Number(m[1]) });
  m = /^total:(-?\d+)$/.exec(label);
  if (m) return t('whatIf.total', { n: Number(m[1]) });
  m = /^faces:(.*)$/.exec(label);
  if (m) return t('whatIf.faces', { faces: m[1]!.replace(/,/g, ', ') });
  if (game === 'piss-squig') return t(`ps.odds.result.${label}`, { defaultValue: label });
  if (game === 'spark-ball') return t(`sbPreview.result.${label}`, { defaultValue: label });
  return label;
}

/** Where a path stops, in words. */
export function stopText(stop: WhatIfStop, t: T, hidden: boolean, lang?: string): string {
  switch (stop.reason) {
    case 'decision':
      return stop.label === undefined
        ? t('whatIf.stop.decision', { n: stop.player })
        : t('whatIf.stop.decisionLabel', { n: stop.player, label: stop.label });
    case 'orders':
      return t('whatIf.stop.orders');
    case 'over':
      return stop.winners && stop.winners.length > 0
        ? t('whatIf.stop.over', {
            seats: stop.winners.map((n) => seatName(n, lang)).join(', '),
            count: stop.winners.length,
          })
        : t('whatIf.stop.overNone');
    case 'horizon':
      if (hidden || stop.rule === undefined) return t('whatIf.stop.hidden');
      return t('whatIf.stop.horizon', { rule: stop.rule });
  }
}

/** How many nodes a tree has (to show a large one folded). */
export function countNodes(nodes: readonly WhatIfNode[]): number {
  let n = 0;
  for (const x of nodes) {
    n++;
    if (x.kind === 'roll') for (const b of x.branches) n += 1 + countNodes(b.next);
    else if (x.kind === 'offer') n += countNodes(x.next);
  }
  return n;
}
