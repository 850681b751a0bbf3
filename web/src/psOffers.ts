/**
 * What the Piss' Squig table offers, worked out without React so that it can be tested alone: the legal
 * inputs sorted into highlighted squares, clickable goblins and buttons (each with its i18n key, parameters
 * and rule ID), buttons grouped by the goblin who acts (four-player `perPlayer`), and how goblins are named.
 */
import type { PSAction } from '../../src/games/piss-squig/actions.ts';
import { INJURIES } from '../../src/games/piss-squig/career.ts';
import { TRAITS } from '../../src/games/piss-squig/postmatch.ts';
import { SKILL_LABELS, type SkillName } from '../../src/games/piss-squig/skills.ts';
import type { PSView } from '../../src/games/piss-squig/view.ts';

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
}

export interface Offers {
  squares: { x: number; y: number; kind: SquareKind; action: AnyPSAction }[];
  /** Goblins to click to block them (one input per target), and goblins a Gros vicieux piss may target. */
  blockTargets: Map<number, AnyPSAction>;
  pissTargets: Map<number, AnyPSAction>;
  /** Buttons; `goblin` set when the input names the goblin who acts (four-player `perPlayer`). */
  groups: { goblin: number | null; offers: Offer[] }[];
  hints: { key: string; rule?: string }[];
  /** The goblin whose reaction (Tacle plongeant, Poursuite, Pisse rapide) is offered now, or null. */
  reacting: number | null;
}

/** «2·1»: seat 2's figure 1 (doubles and four-player); the goblin's index in free-for-all. */
export function goblinTag(view: PSView, id: number): string {
  const g = view.goblins[id];
  if (!g) return String(id);
  return view.mode === 'ffa' ? String(g.side) : `${g.side}·${g.figure}`;
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
export function offersOf(view: PSViewPlus, legal: readonly AnyPSAction[], lang: Lang): Offers {
  const squares: Offers['squares'] = [];
  const seen = new Set<string>();
  const blocks = new Map<number, AnyPSAction[]>();
  const pissTargets = new Map<number, AnyPSAction>();
  const buttons: Offer[] = [];
  const perPlayer = legal.some((a) => 'goblin' in a && typeof a.goblin === 'number');
  const care = careGoblin(view);
  const adv = advanceGoblin(view);
  for (const a of legal) {
    if ('x' in a && 'y' in a) {
      const kind: SquareKind = a.type === 'step' && 'gfi' in a && a.gfi ? 'gfi' : (a.type as SquareKind);
      const k = `${a.x},${a.y}`;
      if (!seen.has(k) && SQUARE_KINDS.includes(kind)) {
        seen.add(k);
        squares.push({ x: a.x, y: a.y, kind, action: a });
      }
      continue;
    }
    if (a.type === 'block') {
      blocks.set(a.target, [...(blocks.get(a.target) ?? []), a]);
      // perPlayer: the button names both goblins, as either of his two may block the same target.
      if (perPlayer) buttons.push(offerOf(view, a, lang, care, adv));
      continue;
    }
    const pt = pissTarget(a);
    if (pt !== undefined) pissTargets.set(pt, a);
    buttons.push(offerOf(view, a, lang, care, adv));
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
  return { squares, blockTargets, pissTargets, groups, hints, reacting };
}
