/**
 * What the Piss' Squig table offers, worked out without React so that it can be tested alone: the legal
 * inputs sorted into highlighted squares, clickable goblins and buttons (each with its i18n key, parameters
 * and rule ID), buttons grouped by the goblin who acts (four-player `perPlayer`), and how goblins are named.
 */
import type { PSAction } from '../../src/games/piss-squig/actions.ts';
import { INJURIES } from '../../src/games/piss-squig/career.ts';
import { goblinTagOf } from '../../src/games/piss-squig/i18n.ts';
import { TRAITS } from '../../src/games/piss-squig/postmatch.ts';
import { SKILL_LABELS, type SkillName } from '../../src/games/piss-squig/skills.ts';
import type { PSView } from '../../src/games/piss-squig/view.ts';
import type { RollPreview } from '../../src/engine/types.ts';

type Lang = 'fr' | 'en';

/** Every input the table knows (the skills' ones included: Lucidité steps, Saut, Pro, reactions, Gros vicieux). */
export type AnyPSAction = PSAction;

/** The view (`reacting`: the goblin who may react now). */
export type PSViewPlus = PSView;

export type SquareKind = 'step' | 'gfi' | 'jump' | 'push' | 'enter' | 'sidestep' | 'squig';
export const SQUARE_KINDS: readonly SquareKind[] = [
  'step',
  'gfi',
  'jump',
  'push',
  'enter',
  'sidestep',
  'squig',
];
/** The rule behind each kind of highlighted square, shown in its hint. */
const SQUARE_RULES: Partial<Record<SquareKind, string>> = { gfi: 'PS-SK-1', jump: 'PS-SK-5' };

/** A button: its input, its i18n key with parameters, the rule it applies, the goblin who acts. */
export interface Offer {
  action: AnyPSAction;
  key: string;
  params: Record<string, string | number>;
  rule?: string;
  goblin?: number;
  danger?: boolean;
  /** The rolls this input starts at once, with their exact odds (the server's `previews`). */
  preview?: RollPreview[];
}

export interface Offers {
  /** `preview`: the rolls the square's input starts at once (a dodge, a Lucidité step, a Saut ...), or null. */
  squares: {
    x: number;
    y: number;
    kind: SquareKind;
    action: AnyPSAction;
    preview: RollPreview[] | null;
  }[];
  /** Goblins to click to block them (one input per target), and goblins a Gros vicieux piss may target. */
  blockTargets: Map<number, AnyPSAction>;
  pissTargets: Map<number, AnyPSAction>;
  /** The rolls clicking a block or piss target starts (block die table, piss test), by goblin. */
  targetPreviews: Map<number, RollPreview[]>;
  /** Buttons; `goblin` set when the input names the goblin who acts (four-player `perPlayer`). */
  groups: { goblin: number | null; offers: Offer[] }[];
  hints: { key: string; rule?: string }[];
  /** The goblin whose reaction (Tacle plongeant, Poursuite, Pisse rapide) is offered now, or null. */
  reacting: number | null;
}

/**
 * The goblin's tag on the board, 1-based like the seats («Joueur 2»): «2» is seat 2's goblin in free-for-all,
 * «2·1» seat 2's figure 1 in doubles and four-player. The log (`tableLogNames`) and the sides table use it too.
 */
export function goblinTag(view: PSView, id: number): string {
  const g = view.goblins[id];
  if (!g) return String(id + 1);
  return goblinTagOf(view.mode, g.side, g.figure);
}

/** How the table names a goblin: «Gobelin 2·1», or his career name with the tag. */
export function goblinName(view: PSView, id: number, lang: Lang): string {
  const g = view.goblins[id];
  const tag = goblinTag(view, id);
  if (g?.name) return `${g.name} (${tag})`;
  return `${lang === 'fr' ? 'Gobelin' : 'Goblin'} ${tag}`;
}

/** A skill's or trait's name in the language. */
export function skillName(s: SkillName, lang: Lang): string {
  return SKILL_LABELS[s]?.[lang] ?? s;
}

/** Traits (§6.4.2) apart from skills (§6.4.1). */
export function isTrait(s: SkillName): boolean {
  return TRAITS.includes(s);
}

/** The goblin's doubles partner (or four-player friend), if any. */
export function partnerOf(view: PSView, id: number): number | null {
  if (view.mode === 'ffa') return null;
  const p = id ^ 1;
  return view.goblins[p] ? p : null;
}

/** Gold in PO, with the language's thousands separator. */
export function po(n: number, lang: Lang): string {
  return `${n.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB')} PO`;
}

/** The goblin deciding D-CARE (the view names him: `postMatchGoblin`), or null in another phase. */
export function careGoblin(view: PSView): number | null {
  return view.phase === 'care' ? view.postMatchGoblin : null;
}

/** The goblin choosing D-ADVANCE (the view names him: `postMatchGoblin`), or null in another phase. */
export function advanceGoblin(view: PSView): number | null {
  return view.phase === 'advanceChoice' ? view.postMatchGoblin : null;
}

/** The goblin a Gros vicieux piss targets (PS-SK-12), or undefined for a piss on the Squig. */
export function pissTarget(a: AnyPSAction): number | undefined {
  return a.type === 'piss' && 'target' in a && typeof a.target === 'number' ? a.target : undefined;
}

/** The goblin deciding the post-match step in progress (D-CARE, D-ADVANCE), or null. */
export function postMatchDecider(view: PSView): number | null {
  return careGoblin(view) ?? advanceGoblin(view);
}

/** The button of one input (squares and clickable goblins aside). */
function offerOf(
  view: PSViewPlus,
  a: AnyPSAction,
  lang: Lang,
  care: number | null,
  adv: number | null,
): Offer {
  const g = (id: number) => goblinName(view, id, lang);
  const who = view.reacting ?? view.actor;
  const acting = 'goblin' in a && typeof a.goblin === 'number' ? a.goblin : undefined;
  const base = {
    action: a,
    params: {} as Record<string, string | number>,
    ...(acting !== undefined ? { goblin: acting } : {}),
  };
  switch (a.type) {
    case 'piss': {
      const t = pissTarget(a);
      if (t !== undefined)
        return { ...base, key: 'ps.act.pissGoblin', params: { g: g(t) }, rule: 'PS-SK-12' };
      return { ...base, key: 'ps.act.piss' };
    }
    case 'block':
      return { ...base, key: 'ps.act.blockGoblin', params: { g: g(a.target) }, rule: 'PS-BLOCK-1' };
    case 'reroll': {
      const phase: string = view.phase;
      if (phase === 'dodgeReroll') return { ...base, key: 'ps.act.rerollDodge', rule: 'PS-DODGE-3' };
      if (phase === 'pissReroll') return { ...base, key: 'ps.act.rerollPiss', rule: 'PS-SK-3' };
      return { ...base, key: 'ps.act.reroll', rule: 'PS-SK-15' };
    }
    case 'pro':
      return { ...base, key: 'ps.act.pro', rule: 'PS-SK-4' };
    case 'noReroll':
      return { ...base, key: 'ps.act.noReroll', rule: 'PS-SK-15' };
    case 'dive':
      return { ...base, key: 'ps.act.dive', params: { g: g(who) }, rule: 'PS-SK-7' };
    case 'shadow':
      return { ...base, key: 'ps.act.shadow', params: { g: g(who) }, rule: 'PS-SK-2' };
    case 'quickPiss':
      return { ...base, key: 'ps.act.quickPiss', params: { g: g(who) }, rule: 'PS-SK-8' };
    case 'decline':
      return { ...base, key: 'ps.act.decline', params: { g: g(who) } };
    case 'care':
    case 'retire': {
      const c = care === null ? undefined : view.careers?.[care];
      const cost = c?.injury ? INJURIES[c.injury.roll - 1]!.care : 0;
      const params = {
        g: care === null ? '' : g(care),
        cost: po(cost, lang),
        gold: po(c ? c.goldBefore + c.goldGained - c.careCost : 0, lang),
      };
      return { ...base, key: `ps.act.${a.type}`, params, rule: 'PS-CAMP-7' };
    }
    case 'advance':
      return {
        ...base,
        key: isTrait(a.skill) ? 'ps.act.advanceTrait' : 'ps.act.advanceSkill',
        params: { skill: skillName(a.skill, lang), g: adv === null ? '' : g(adv) },
        rule: 'PS-CAMP-4',
      };
    case 'concede':
      return { ...base, key: 'ps.act.concede', rule: 'PS-END-5', danger: true };
    default:
      return { ...base, key: `ps.act.${a.type}` };
  }
}

/** Sorts the legal inputs into squares, clickable goblins, hints and buttons. */
export function offersOf(
  view: PSViewPlus,
  legal: readonly AnyPSAction[],
  lang: Lang,
  previews: readonly (RollPreview[] | null)[] = [],
): Offers {
  const squares: Offers['squares'] = [];
  const targetPreviews = new Map<number, RollPreview[]>();
  const seen = new Set<string>();
  const blocks = new Map<number, AnyPSAction[]>();
  const pissTargets = new Map<number, AnyPSAction>();
  const buttons: Offer[] = [];
  const perPlayer = legal.some((a) => 'goblin' in a && typeof a.goblin === 'number');
  const care = careGoblin(view);
  const adv = advanceGoblin(view);
  for (const [i, a] of legal.entries()) {
    const preview = previews[i] ?? null;
    if ('x' in a && 'y' in a) {
      const kind: SquareKind = a.type === 'step' && 'gfi' in a && a.gfi ? 'gfi' : (a.type as SquareKind);
      const k = `${a.x},${a.y}`;
      if (!seen.has(k) && SQUARE_KINDS.includes(kind)) {
        seen.add(k);
        squares.push({ x: a.x, y: a.y, kind, action: a, preview });
      }
      continue;
    }
    if (a.type === 'block') {
      blocks.set(a.target, [...(blocks.get(a.target) ?? []), a]);
      if (preview) targetPreviews.set(a.target, preview);
      // perPlayer: the button names both goblins, as either of his two may block the same target.
      if (perPlayer) buttons.push(withPreview(offerOf(view, a, lang, care, adv), preview));
      continue;
    }
    const pt = pissTarget(a);
    if (pt !== undefined) {
      pissTargets.set(pt, a);
      if (preview) targetPreviews.set(pt, preview);
    }
    buttons.push(withPreview(offerOf(view, a, lang, care, adv), preview));
  }
  // A goblin is clickable for the one block that targets him; buttons say the rest.
  const blockTargets = new Map<number, AnyPSAction>();
  for (const [t, as] of blocks) if (as.length === 1) blockTargets.set(t, as[0]!);
  // perPlayer: a Gros vicieux target with two pissers, or also a block target, is a button only.
  for (const t of [...pissTargets.keys()]) {
    const n = legal.filter((a) => pissTarget(a) === t).length;
    if (n > 1 || blockTargets.has(t)) pissTargets.delete(t);
  }

  const groups: Offers['groups'] = [];
  for (const b of buttons) {
    const key = b.goblin ?? null;
    let grp = groups.find((x) => x.goblin === key);
    if (!grp) groups.push((grp = { goblin: key, offers: [] }));
    grp.offers.push(b);
  }
  // Buttons naming no goblin (Pass, Concede, Squig…) after the goblins' own.
  groups.sort(
    (a, b) => (a.goblin === null ? 1 : 0) - (b.goblin === null ? 1 : 0) || (a.goblin ?? 0) - (b.goblin ?? 0),
  );

  const hints: Offers['hints'] = [];
  for (const kind of SQUARE_KINDS)
    if (squares.some((s) => s.kind === kind)) {
      const rule = SQUARE_RULES[kind];
      hints.push({ key: `ps.hint.${kind}`, ...(rule ? { rule } : {}) });
    }
  if (blocks.size > 0) hints.push({ key: 'ps.hint.block' });
  if (legal.some((a) => pissTarget(a) !== undefined))
    hints.push({ key: 'ps.hint.pissTarget', rule: 'PS-SK-12' });
  const reacting =
    typeof view.reacting === 'number'
      ? view.reacting
      : view.phase === 'care'
        ? care
        : view.phase === 'advanceChoice'
          ? adv
          : null;
  if (reacting !== null && ['dive', 'shadow', 'quick'].includes(view.phase))
    hints.push({ key: 'ps.hint.reacting' });
  // a goblin both blocked and pissed on is a button only: his badge would be ambiguous
  for (const g of [...targetPreviews.keys()])
    if (!blockTargets.has(g) && !pissTargets.has(g)) targetPreviews.delete(g);
  return { squares, blockTargets, pissTargets, targetPreviews, groups, hints, reacting };
}

function withPreview(o: Offer, preview: RollPreview[] | null): Offer {
  if (preview) o.preview = preview;
  return o;
}

/** The value of an exact fraction as the server writes it: 'n/d', '1' or '0'. */
export function fractionValue(f: string): number {
  const [n, d] = f.split('/');
  return Number(n) / (d === undefined ? 1 : Number(d));
}

/** A probability as a percentage: «67 %» in French, «67%» in English; never 0 % or 100 % unless exact. */
export function percent(p: number, lang: Lang): string {
  let n = Math.round(p * 100);
  if (n === 0 && p > 0) n = 1;
  if (n === 100 && p < 1) n = 99;
  return lang === 'fr' ? `${n}\u00a0%` : `${n}%`;
}

/**
 * The chance that every roll of a preview succeeds (they come one after the other, each only if the previous
 * one succeeded), without and with the rerolls the goblin has; null when a roll has no success (a table).
 */
export function successChance(rolls: readonly RollPreview[]): { p: number; rerolled: number } | null {
  // rolls that hold for one answer of another seat (`when`): the worst answer for the roller
  const answers = [...new Set(rolls.filter((r) => r.when).map((r) => JSON.stringify(r.when)))];
  let worst: { p: number; rerolled: number } | null = null;
  for (const w of answers.length > 0 ? answers : [null]) {
    let p = 1;
    let rerolled = 1;
    for (const r of rolls) {
      if (r.when && JSON.stringify(r.when) !== w) continue;
      if (r.success === undefined) return null;
      p *= fractionValue(r.success);
      rerolled *= fractionValue(r.withReroll ?? r.success);
    }
    if (worst === null || p < worst.p) worst = { p, rerolled };
  }
  return worst;
}

/** Probability of the block results that put the target down, and the blocker (PS-BLOCK-2; Tacle: stumble). */
export function blockChances(roll: RollPreview, tacle: boolean): { down: number; self: number } | null {
  const r = roll.results;
  if (!r || r.defenderDown === undefined) return null;
  const v = (k: string) => (r[k] === undefined ? 0 : fractionValue(r[k]));
  return {
    down: v('defenderDown') + v('bothDown') + (tacle ? v('stumble') : 0),
    self: v('attackerDown') + v('bothDown'),
  };
}

/**
 * What the die must show, «3+», read from the exact chance of a one-die test (so that a natural 1 that
 * always fails, or a modifier beyond the die, reads right); «target − modifier» for other dice; null
 * without a target.
 */
export function dieNeeded(roll: RollPreview): string | null {
  if (roll.target === undefined) return null;
  if (roll.dice === '1d6' && roll.success !== undefined) {
    const k = Math.round(fractionValue(roll.success) * 6);
    return k <= 0 ? '—' : `${7 - k}+`;
  }
  return `${roll.target - (roll.modifier ?? 0)}+`;
}

/** The last roll of the worst answer (see successChance): the one whose die the table shows. */
export function worstRoll(rolls: readonly RollPreview[]): RollPreview {
  let worst = rolls[rolls.length - 1]!;
  for (const r of rolls)
    if (r.when && r.success !== undefined && worst.success !== undefined)
      if (fractionValue(r.success) < fractionValue(worst.success)) worst = r;
  return worst;
}

/** The short text of a preview for a square or a button: «3+ · 67 %», «4+ · 50 % (75 % relancé)». */
export function previewShort(
  rolls: readonly RollPreview[],
  lang: Lang,
  t: (key: string, params?: Record<string, string | number>) => string,
  tacle = false,
  seat: number | null = null,
): string | null {
  // a roll another seat makes (the armour roll against him): its results, not a «success» of someone else
  if (seat !== null && rolls.some((r) => r.roller !== seat)) {
    const only = rolls.length === 1 ? rolls[0]!.results : undefined;
    if (!only) return null;
    return Object.entries(only)
      .map(([k, v]) => `${t(`ps.odds.result.${k}`, { defaultValue: k })} ${percent(fractionValue(v), lang)}`)
      .join(' · ');
  }
  const c = successChance(rolls);
  if (c !== null) {
    const needed = dieNeeded(worstRoll(rolls));
    const target = needed === null ? '' : `${needed} · `;
    const base = `${target}${percent(c.p, lang)}`;
    return c.rerolled > c.p ? t('ps.odds.withReroll', { base, p: percent(c.rerolled, lang) }) : base;
  }
  const b = rolls.length === 1 ? blockChances(rolls[0]!, tacle) : null;
  if (b !== null) return t('ps.odds.block', { down: percent(b.down, lang), self: percent(b.self, lang) });
  return null;
}

/** Every roll of a preview in full, for a tooltip: rule, dice, target, modifier, exact odds, results. */
export function previewLong(
  rolls: readonly RollPreview[],
  lang: Lang,
  t: (key: string, params?: Record<string, string | number>) => string,
): string {
  return rolls
    .map((r) => {
      const parts = [t('ps.odds.roll', { rule: r.rule, dice: r.dice.toUpperCase() })];
      if (r.when) {
        const input = (r.when.input as { type?: string } | null)?.type ?? '';
        parts.unshift(t(`ps.odds.when.${input}`, { seat: r.when.seat, defaultValue: input }));
      }
      if (r.target !== undefined)
        parts.push(t('ps.odds.target', { target: r.target, modifier: signed(r.modifier ?? 0) }));
      if (r.success !== undefined)
        parts.push(t('ps.odds.success', { p: percent(fractionValue(r.success), lang), exact: r.success }));
      if (r.withReroll !== undefined)
        parts.push(
          t('ps.odds.rerolled', { p: percent(fractionValue(r.withReroll), lang), exact: r.withReroll }),
        );
      if (r.results)
        parts.push(
          Object.entries(r.results)
            .map(([k, v]) => `${t(`ps.odds.result.${k}`, { defaultValue: k })} ${v}`)
            .join(', '),
        );
      return parts.join(' — ');
    })
    .join(' ; ');
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}
