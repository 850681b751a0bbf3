/**
 * A lab batch's report (issue 13, docs/lab.md): one self-contained HTML page — inline CSS, no script, no font, no
 * network — whose plots are SVG drawn here by Observable Plot over a linkedom document. Pure and deterministic:
 * the same result gives the same page (Plot's class name `plot-d6a7b5` is a constant of its version).
 *
 * Every plot is drawn twice, for a wide screen and for a phone, and the stylesheet shows the one that fits: an SVG
 * scaled down to a phone's width would have 7-pixel text.
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import type { Bin, ConfigSummary, Effect, LabResult, SeasonPoint } from './types.ts';

export type ReportLang = 'fr' | 'en';

export interface ReportOptions {
  /** The page's language (default French). */
  lang?: ReportLang;
  /** The page's title (default: the lab and the game). */
  title?: string;
}

/** Plot widths in pixels: a desktop column and a phone (375 px less the page's and the figure's padding). */
const WIDE = 750;
const NARROW = 330;
/** Rules in the rules plot. */
const TOP_RULES = 20;
/** Colours of the seats, as on the tables of the web app (web/src/components/common.tsx). */
const SEAT_COLOURS = ['#d9412b', '#2f6fd6', '#2e9e4f', '#c99a06', '#8e44ad', '#16a2a8', '#e67e22', '#6d4c41'];
/** Colours of the bots and of the configurations. */
const COLOURS = [
  '#8b3a1a',
  '#2f6fd6',
  '#2e9e4f',
  '#c99a06',
  '#8e44ad',
  '#16a2a8',
  '#e67e22',
  '#d9412b',
  '#6d4c41',
  '#7f8c8d',
];
const INK = '#2b2118';
const BAR = '#8b3a1a';

/** A colour per configuration: ours up to ten, then hues around the wheel. */
function configColours(n: number): string[] {
  if (n <= COLOURS.length) return COLOURS.slice(0, n);
  const scale = Plot.scale({ color: { type: 'linear', scheme: 'sinebow', domain: [0, n] } });
  return Array.from({ length: n }, (_, i) => String(scale.apply(i)));
}

/** Game names (as in the lobby). */
const GAMES: Record<string, string> = {
  'piss-squig': "Piss' Squig 2 Le Retour",
  pillards: "Les Pillards de l'Estrange",
  'spark-ball': 'Spark Ball',
  osoi: 'OSOI',
};

const fr = {
  title: (game: string) => `Labo — ${game}`,
  subtitle: 'Rapport d’un lot de parties simulées (arbitre lab)',
  facts: 'Le lot',
  game: 'Jeu',
  bots: 'Bots (en rotation sur les sièges)',
  seed: 'Germe',
  gamesPerConfig: 'Parties par configuration',
  players: 'Joueurs',
  options: 'Options de départ',
  season: 'Saisons de carrière',
  seasonOf: (n: number) => `${n} matchs par saison (chaque « partie » est une saison)`,
  grid: 'Grille',
  noGrid: 'aucune : les options par défaut',
  configurations: 'Configurations',
  baseline: 'Référence',
  played: 'Parties jouées',
  time: 'Durée',
  speed: 'Vitesse',
  speedOf: (n: string, workers: number) => `${n} parties/s (${workers} fil${workers > 1 ? 's' : ''})`,
  defaults: 'options par défaut',
  ref: 'réf.',
  noGames: 'Aucune partie jouée : rien à montrer.',
  empty: (labels: string) => `Configurations sans partie (absentes des graphiques) : ${labels}.`,
  overview: 'Vue d’ensemble',
  config: 'Configuration',
  games: 'Parties',
  shared: 'Victoires partagées',
  lengthMean: 'Longueur moy. ± é.-t.',
  median: 'Médiane',
  p90: '90e centile',
  range: 'Min – max',
  scoreMean: 'Score moyen',
  wins: 'Qui gagne ?',
  seatsPlot: 'Victoires par siège, avec leur intervalle de confiance à 95 %',
  seatsNote:
    'Point : taux de victoire ; trait : intervalle de Wilson à 95 %. Une victoire partagée (égalité) compte pour chaque gagnant : les taux d’une configuration peuvent dépasser 100 % au total.',
  botsPlot: 'Victoires par bot (sur les sièges occupés), avec leur intervalle à 95 %',
  oneBot: 'Un seul bot joue tous les sièges : pas de comparaison entre bots.',
  seat: (n: number) => `Siège ${n}`,
  seatCol: 'Siège',
  colon: '\u00a0: ',
  perGame: 'Événements par partie',
  winRate: 'Victoires (%)',
  seatsTable: 'Victoires par siège',
  botsTable: 'Victoires par bot',
  bot: 'Bot',
  won: 'Gagnées',
  rate: 'Taux',
  ci: 'Intervalle à 95 %',
  meanScore: 'Score moyen',
  meanRank: 'Rang moyen',
  distributions: 'Longueur et score',
  lengthPlot: 'Longueur des parties (décisions et jets), par configuration',
  lengthAxis: 'Décisions et jets par partie',
  scorePlot: 'Score de chaque siège en fin de partie, par configuration',
  scoreAxis: 'Score d’un siège',
  histNote:
    'Barres : part des parties (des sièges pour le score) dans chaque intervalle ; tirets : la moyenne.',
  mean: 'moy.',
  rules: 'Règles',
  rulesPlot: (n: number) => `Les ${n} règles les plus fréquentes (événements par partie)`,
  rulesNote:
    'Chaque barre : les événements que la règle a produits, en moyenne par partie, dans une configuration (échelle en racine carrée, pour que les règles rares restent visibles). Le tableau complet suit.',
  noRules: 'Aucune règle n’a produit d’événement (les saisons de carrière ne comptent pas les règles).',
  allRules: (n: number) =>
    `Toutes les règles (${n}) : événements par partie et part des parties où elles jouent`,
  rule: 'Règle',
  effects: 'Effets par rapport à la référence',
  effectsIntro: (base: string) =>
    `Chaque configuration comparée à la référence (${base}) : taux de victoire par un test z à deux proportions, longueur moyenne par un test t de Welch ; p bilatéral. En surbrillance : p < 0,05.`,
  effectsCaution:
    'Avec beaucoup de configurations et de mesures, certaines passent le seuil par hasard (une sur vingt quand rien ne change) : des pistes à confirmer par un lot plus grand, pas des verdicts.',
  noEffects: 'Une seule configuration : rien à comparer.',
  measure: 'Mesure',
  baselineValue: 'Réf.',
  variant: 'Variante',
  difference: 'Différence',
  test: 'Test',
  p: 'p',
  significant: 'significatif',
  measureOf: (m: string): string => {
    const seat = /^seat (\d+) wins$/.exec(m);
    if (seat) return `victoires, siège ${Number(seat[1]) + 1}`;
    if (m === 'length') return 'longueur moyenne';
    const bot = /^(.*) wins$/.exec(m);
    return bot ? `victoires, ${bot[1]}` : m;
  },
  testOf: (t: Effect['test']): string => (t === 'Welch t' ? 't' : 'z'),
  points: 'pts',
  seasonTitle: 'Saisons de carrière',
  seasonNote: (n: number) =>
    `Après chaque match de la saison, moyenne sur les saisons (${n} par configuration) : les gobelins qui ont joué le match.`,
  match: 'Match',
  seasonMetrics: {
    xp: 'XP moyenne',
    level: 'Niveau moyen',
    gold: 'Or moyen',
    skills: 'Compétences',
    injuries: 'Jets de blessure',
    deaths: 'Morts',
    retirements: 'Retraites',
    recruits: 'Recrues',
  } as Record<keyof Omit<SeasonPoint, 'match'>, string>,
  footer: 'Produit par arbitre lab (format arbitre-lab/1). Mêmes paramètres et même germe : mêmes parties.',
};

type Words = typeof fr;

const en: Words = {
  title: (game) => `Lab — ${game}`,
  subtitle: 'Report of a batch of simulated games (arbitre lab)',
  facts: 'The batch',
  game: 'Game',
  bots: 'Bots (rotated over the seats)',
  seed: 'Seed',
  gamesPerConfig: 'Games per configuration',
  players: 'Players',
  options: 'Starting options',
  season: 'Career seasons',
  seasonOf: (n) => `${n} matches a season (each “game” is a season)`,
  grid: 'Grid',
  noGrid: 'none: the default options',
  configurations: 'Configurations',
  baseline: 'Baseline',
  played: 'Games played',
  time: 'Time',
  speed: 'Speed',
  speedOf: (n, workers) => `${n} games/s (${workers} thread${workers > 1 ? 's' : ''})`,
  defaults: 'default options',
  ref: 'baseline',
  noGames: 'No game was played: nothing to show.',
  empty: (labels) => `Configurations without games (left out of the plots): ${labels}.`,
  overview: 'Overview',
  config: 'Configuration',
  games: 'Games',
  shared: 'Shared wins',
  lengthMean: 'Mean length ± sd',
  median: 'Median',
  p90: '90th percentile',
  range: 'Min – max',
  scoreMean: 'Mean score',
  wins: 'Who wins?',
  seatsPlot: 'Wins per seat, with their 95 % confidence interval',
  seatsNote:
    'Dot: win rate; line: Wilson 95 % interval. A shared win (a draw) counts for every winner: the rates of a configuration may add up to more than 100 %.',
  botsPlot: 'Wins per bot (over the seats it sat in), with their 95 % interval',
  oneBot: 'One bot plays every seat: no comparison between bots.',
  seat: (n) => `Seat ${n}`,
  seatCol: 'Seat',
  colon: ': ',
  perGame: 'Events per game',
  winRate: 'Wins (%)',
  seatsTable: 'Wins per seat',
  botsTable: 'Wins per bot',
  bot: 'Bot',
  won: 'Won',
  rate: 'Rate',
  ci: '95 % interval',
  meanScore: 'Mean score',
  meanRank: 'Mean rank',
  distributions: 'Length and score',
  lengthPlot: 'Length of the games (decisions and rolls), per configuration',
  lengthAxis: 'Decisions and rolls per game',
  scorePlot: 'Score of each seat at the end of a game, per configuration',
  scoreAxis: 'Score of a seat',
  histNote: 'Bars: share of the games (of the seats, for the score) in each interval; dashes: the mean.',
  mean: 'mean',
  rules: 'Rules',
  rulesPlot: (n) => `The ${n} most frequent rules (events per game)`,
  rulesNote:
    'Each bar: the events the rule produced, per game on average, in one configuration (square-root scale, so that rare rules stay visible). The full table follows.',
  noRules: 'No rule produced an event (career seasons do not count rules).',
  allRules: (n) => `Every rule (${n}): events per game and share of the games it acted in`,
  rule: 'Rule',
  effects: 'Effects against the baseline',
  effectsIntro: (base) =>
    `Each configuration against the baseline (${base}): win rates by a two-proportion z test, mean length by Welch’s t test; two-sided p. Highlighted: p < 0.05.`,
  effectsCaution:
    'With many configurations and measures some pass the threshold by chance (one in twenty when nothing changes): leads to confirm with a larger batch, not verdicts.',
  noEffects: 'One configuration: nothing to compare.',
  measure: 'Measure',
  baselineValue: 'Baseline',
  variant: 'Variant',
  difference: 'Difference',
  test: 'Test',
  p: 'p',
  significant: 'significant',
  measureOf: (m) => {
    const seat = /^seat (\d+) wins$/.exec(m);
    if (seat) return `wins, seat ${Number(seat[1]) + 1}`;
    if (m === 'length') return 'mean length';
    const bot = /^(.*) wins$/.exec(m);
    return bot ? `wins, ${bot[1]}` : m;
  },
  testOf: (t) => (t === 'Welch t' ? 't' : 'z'),
  points: 'pts',
  seasonTitle: 'Career seasons',
  seasonNote: (n) =>
    `After each match of the season, mean over the seasons (${n} per configuration): the goblins who played the match.`,
  match: 'Match',
  seasonMetrics: {
    xp: 'Mean XP',
    level: 'Mean level',
    gold: 'Mean gold',
    skills: 'Skills',
    injuries: 'Injury rolls',
    deaths: 'Deaths',
    retirements: 'Retirements',
    recruits: 'Recruits',
  },
  footer: 'Made by arbitre lab (format arbitre-lab/1). Same parameters and same seed: same games.',
};

const WORDS: Record<ReportLang, Words> = { fr, en };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
const esc = escapeHtml;

/** Numbers in the page's language. */
interface Numbers {
  num(x: number, digits?: number): string;
  pct(rate: number, digits?: number): string;
  p(p: number): string;
  seconds(s: number): string;
}

function numbers(lang: ReportLang): Numbers {
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const formats = new Map<number, Intl.NumberFormat>();
  const num = (x: number, digits = 2): string => {
    if (!Number.isFinite(x)) return String(x);
    let f = formats.get(digits);
    if (f === undefined) {
      f = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
      formats.set(digits, f);
    }
    // No "-0".
    return f.format(Object.is(Math.round(x * 10 ** digits), -0) ? 0 : x);
  };
  return {
    num,
    pct: (rate, digits = 1) => `${num(100 * rate, digits)}\u00a0%`,
    p: (p) => (p < 0.001 ? `< ${num(0.001, 3)}` : num(p, 3)),
    seconds: (s) =>
      s < 60 ? `${num(s, 1)}\u00a0s` : `${Math.floor(s / 60)}\u00a0min ${Math.round(s % 60)}\u00a0s`,
  };
}

/** What Plot needs of a document, made by linkedom. */
type PlotDocument = NonNullable<Plot.PlotOptions['document']>;

interface Ctx {
  doc: PlotDocument;
  w: Words;
  n: Numbers;
}

/** Plot's output as markup (an `<svg>`, or a `<figure>` with a legend and an `<svg>`). */
function markup(el: unknown): string {
  return (el as { outerHTML: string }).outerHTML;
}

/** A plot drawn at both widths, with its title and note. */
function figure(id: string, title: string, note: string, draw: (width: number) => unknown): string {
  return (
    `<figure class="plot" data-plot="${esc(id)}"><figcaption>${esc(title)}</figcaption>` +
    `<div class="wide">${markup(draw(WIDE))}</div><div class="narrow">${markup(draw(NARROW))}</div>` +
    (note === '' ? '' : `<p class="note">${esc(note)}</p>`) +
    `</figure>`
  );
}

/** Approximate width of a label in 12-pixel system-ui. */
const textWidth = (s: string): number => s.length * 6.6;

/** A rate with its interval, one row of a rates plot. */
interface RateRow {
  label: string;
  colour: string;
  rate: number;
  lo: number;
  hi: number;
  count: number;
  of: number;
}

/**
 * Rates and their 95 % intervals, grouped by configuration: a heading line per configuration, then a line per
 * seat or bot with its interval (rule), its rate (dot) and the rate written after the interval.
 */
function ratesPlot(ctx: Ctx, groups: { config: string; rows: RateRow[] }[], width: number): unknown {
  const keys: string[] = [];
  const heads: { key: string; text: string }[] = [];
  const items: (RateRow & { key: string; config: string })[] = [];
  groups.forEach((g, i) => {
    heads.push({ key: `h${i}`, text: g.config });
    keys.push(`h${i}`);
    g.rows.forEach((r, j) => {
      items.push({ ...r, key: `r${i}.${j}`, config: g.config });
      keys.push(`r${i}.${j}`);
    });
  });
  const tick = new Map(items.map((r) => [r.key, r.label]));
  const marginLeft = Math.min(
    Math.round(width * 0.4),
    16 + Math.max(30, ...items.map((r) => textWidth(r.label))),
  );
  const row = 21;
  return Plot.plot({
    document: ctx.doc,
    width,
    height: 12 + keys.length * row + 44,
    marginTop: 12,
    marginLeft,
    marginRight: 46,
    marginBottom: 44,
    style: { fontSize: '12px' },
    color: { type: 'identity' },
    x: {
      domain: [0, 100],
      percent: true,
      grid: true,
      label: ctx.w.winRate,
      labelAnchor: 'center',
      labelOffset: 36,
      ticks: width < 500 ? 5 : 10,
      tickFormat: (d: number) => ctx.n.num(d, 0),
    },
    y: { domain: keys, label: null, tickSize: 0, tickFormat: (k: string) => tick.get(k) ?? '' },
    marks: [
      Plot.ruleY(items, { y: 'key', x1: 'lo', x2: 'hi', stroke: 'colour', strokeWidth: 2.5 }),
      Plot.tickX(items, { y: 'key', x: 'lo', stroke: 'colour', strokeWidth: 1.5, inset: 4 }),
      Plot.tickX(items, { y: 'key', x: 'hi', stroke: 'colour', strokeWidth: 1.5, inset: 4 }),
      Plot.dot(items, {
        y: 'key',
        x: 'rate',
        fill: 'colour',
        stroke: 'white',
        r: 4.5,
        title: (d: RateRow & { config: string }) =>
          `${d.config} · ${d.label}${ctx.w.colon}${ctx.n.pct(d.rate)} [${ctx.n.pct(d.lo)} – ${ctx.n.pct(d.hi)}] (${d.count}/${d.of})`,
      }),
      Plot.text(items, {
        y: 'key',
        x: 'hi',
        text: (d: RateRow) => ctx.n.pct(d.rate, 0),
        dx: 6,
        textAnchor: 'start',
        fill: INK,
        fontSize: 11,
      }),
      Plot.text(heads, {
        y: 'key',
        text: 'text',
        frameAnchor: 'left',
        dx: -marginLeft + 2,
        textAnchor: 'start',
        fontWeight: 'bold',
        fontSize: 12.5,
        fill: INK,
        stroke: 'white',
        strokeWidth: 4,
        lineWidth: (width - 8) / 7.5,
        textOverflow: 'ellipsis',
      }),
    ],
  });
}

/** Histogram bars of one configuration, as shares of its total. */
interface HistogramPanel {
  key: string;
  label: string;
  bins: Bin[];
  mean: number;
}

/** Histograms stacked one configuration under the other, on the same axes, each with its mean dashed. */
function histogramsPlot(ctx: Ctx, panels: HistogramPanel[], width: number, xLabel: string): unknown {
  const bars = panels.flatMap((p) => {
    const total = p.bins.reduce((s, b) => s + b.count, 0);
    return p.bins.map((b) => ({
      key: p.key,
      label: p.label,
      x1: b.from - 0.5,
      x2: b.to + 0.5,
      from: b.from,
      to: b.to,
      count: b.count,
      share: total > 0 ? b.count / total : 0,
    }));
  });
  const lo = Math.min(...bars.map((b) => b.x1));
  const hi = Math.max(...bars.map((b) => b.x2));
  const labelOf = new Map(panels.map((p) => [p.key, p.label]));
  const mid = (lo + hi) / 2;
  // Taller panels when there are few of them.
  const panel = Math.round(Math.max(width < 500 ? 62 : 72, Math.min(140, 280 / panels.length)));
  const gap = 30;
  const marginLeft = 40;
  const meanText = (d: HistogramPanel): string => `${ctx.w.mean} ${ctx.n.num(d.mean, hi - lo <= 12 ? 2 : 1)}`;
  const meanStyle = {
    frameAnchor: 'top',
    dy: 2,
    lineAnchor: 'top',
    fill: INK,
    stroke: 'white',
    strokeWidth: 3,
    fontSize: 11,
  } as const;
  // Integer ticks only (the values are counts), every one of them when there are few.
  const span = hi - lo;
  const ticks =
    span <= (width < 500 ? 10 : 20)
      ? Array.from({ length: Math.floor(hi) - Math.ceil(lo) + 1 }, (_, i) => Math.ceil(lo) + i)
      : width < 500
        ? 5
        : 10;
  return Plot.plot({
    document: ctx.doc,
    width,
    height: 26 + panels.length * panel + (panels.length - 1) * gap + 44,
    marginTop: 26,
    marginLeft,
    marginRight: 16,
    marginBottom: 44,
    style: { fontSize: '12px' },
    x: {
      domain: [lo, hi],
      label: xLabel,
      labelAnchor: 'center',
      labelOffset: 36,
      ticks,
      tickFormat: (d: number) => (Number.isInteger(d) ? ctx.n.num(d, 0) : ''),
    },
    y: {
      percent: true,
      // Room above the highest bar for the mean's label.
      domain: [0, 100 * Math.max(0.01, ...bars.map((b) => b.share)) * 1.3],
      grid: true,
      ticks: 3,
      label: null,
      tickFormat: (d: number) => ctx.n.num(d, 0),
    },
    fy: {
      domain: panels.map((p) => p.key),
      axis: null,
      paddingInner: gap / (panel + gap),
      paddingOuter: 0,
    },
    marks: [
      Plot.rectY(bars, {
        x1: 'x1',
        x2: 'x2',
        y: 'share',
        fy: 'key',
        fill: BAR,
        fillOpacity: 0.8,
        insetLeft: 0.5,
        insetRight: 0.5,
        title: (d: (typeof bars)[number]) =>
          `${d.label} · ${d.from === d.to ? d.from : `${d.from}–${d.to}`}${ctx.w.colon}${d.count} (${ctx.n.pct(d.share)})`,
      }),
      Plot.ruleY([0], { stroke: INK }),
      Plot.ruleX(panels, { x: 'mean', fy: 'key', stroke: INK, strokeDasharray: '4 3' }),
      Plot.text(
        panels.filter((p) => p.mean <= mid),
        { x: 'mean', fy: 'key', text: meanText, dx: 4, textAnchor: 'start', ...meanStyle },
      ),
      Plot.text(
        panels.filter((p) => p.mean > mid),
        { x: 'mean', fy: 'key', text: meanText, dx: -4, textAnchor: 'end', ...meanStyle },
      ),
      Plot.text(
        panels.map((p) => p.key),
        {
          fy: (k: string) => k,
          text: (k: string) => labelOf.get(k) ?? '',
          frameAnchor: 'top-left',
          dx: -marginLeft + 2,
          dy: -8,
          textAnchor: 'start',
          lineAnchor: 'bottom',
          fontWeight: 'bold',
          fontSize: 12.5,
          fill: INK,
          lineWidth: (width - 8) / 7.5,
          textOverflow: 'ellipsis',
        },
      ),
    ],
  });
}

/** The most frequent rules: per rule a bar per configuration, side by side. */
function rulesPlot(
  ctx: Ctx,
  rules: string[],
  configs: string[],
  data: { rule: string; config: string; perGame: number; share: number }[],
  width: number,
): unknown {
  const bar = Math.max(4, Math.min(12, 40 / configs.length));
  const band = configs.length * bar;
  const gap = 8;
  const marginLeft = Math.min(Math.round(width * 0.4), 14 + Math.max(...rules.map(textWidth)));
  // Ticks of a square-root scale: a few round numbers from the small values up to the largest.
  const max = Math.max(0, ...data.map((d) => d.perGame));
  const steps =
    width < 500
      ? [0, 1, 5, 10, 20, 50, 100, 200, 500, 1000]
      : [0, 0.1, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
  const ticks = steps.filter((t) => t <= max);
  // Keep a few of them (the smallest go first), 0 and the largest always.
  while (ticks.length > (width < 500 ? 5 : 8)) ticks.splice(1, 1);
  return Plot.plot({
    document: ctx.doc,
    width,
    height: 10 + rules.length * band + (rules.length - 1) * gap + 44,
    marginTop: 10,
    marginLeft,
    marginRight: 16,
    marginBottom: 44,
    style: { fontSize: '12px' },
    color: {
      domain: configs,
      range: configColours(configs.length),
      legend: configs.length > 1,
    },
    x: {
      type: 'sqrt',
      grid: true,
      label: ctx.w.perGame,
      labelAnchor: 'center',
      labelOffset: 36,
      ticks,
      tickFormat: (d: number) => ctx.n.num(d, 2),
    },
    y: { domain: configs, axis: null },
    fy: {
      domain: rules,
      label: null,
      axis: 'left',
      tickSize: 0,
      paddingInner: gap / (band + gap),
      paddingOuter: 0,
    },
    marks: [
      Plot.barX(data, {
        x: 'perGame',
        y: 'config',
        fy: 'rule',
        fill: 'config',
        title: (d: (typeof data)[number]) =>
          `${d.rule} · ${d.config}${ctx.w.colon}${ctx.n.num(d.perGame, 3)} (${ctx.n.pct(d.share)})`,
      }),
      Plot.ruleX([0], { stroke: INK }),
    ],
  });
}

/** One figure of the career seasons: a line per configuration, match after match. */
function seasonPlot(
  ctx: Ctx,
  metric: keyof Omit<SeasonPoint, 'match'>,
  series: { config: string; points: SeasonPoint[] }[],
  configs: string[],
  width: number,
): unknown {
  const data = series.flatMap((s) =>
    s.points.map((p) => ({ config: s.config, match: p.match, value: p[metric] })),
  );
  const matches = Math.max(1, ...data.map((d) => d.match));
  const top = Math.max(0, ...data.map((d) => d.value));
  return Plot.plot({
    document: ctx.doc,
    width,
    height: 190,
    marginTop: 24,
    marginLeft: Math.max(36, 14 + textWidth(ctx.n.num(top, 0))),
    marginRight: 16,
    marginBottom: 40,
    style: { fontSize: '12px' },
    color: {
      domain: configs,
      range: configColours(configs.length),
      legend: configs.length > 1,
    },
    x: {
      label: ctx.w.match,
      labelAnchor: 'center',
      labelOffset: 32,
      ticks: matches <= 12 ? Array.from({ length: matches }, (_, i) => i + 1) : 6,
      tickFormat: (d: number) => ctx.n.num(d, 0),
    },
    y: { grid: true, zero: true, ticks: 4, label: null, tickFormat: (d: number) => ctx.n.num(d, 3) },
    marks: [
      Plot.line(data, { x: 'match', y: 'value', stroke: 'config', strokeWidth: 2 }),
      Plot.dot(data, {
        x: 'match',
        y: 'value',
        fill: 'config',
        r: 3,
        title: (d: (typeof data)[number]) =>
          `${d.config} · ${ctx.w.match} ${d.match}${ctx.w.colon}${ctx.n.num(d.value, 2)}`,
      }),
    ],
  });
}

/** A small HTML table (the first column is text, the others numbers), scrolling sideways on its own if wide. */
type Row = { cells: string[]; className?: string } | { group: string };

function table(head: string[], rows: Row[], caption?: string, className?: string): string {
  return (
    `<div class="scroll"><table${className === undefined ? '' : ` class="${className}"`}>` +
    (caption === undefined ? '' : `<caption>${esc(caption)}</caption>`) +
    `<thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>` +
    rows
      .map((r) =>
        'group' in r
          ? `<tr class="group"><th scope="colgroup" colspan="${head.length}">${esc(r.group)}</th></tr>`
          : `<tr${r.className === undefined ? '' : ` class="${r.className}"`}>` +
            r.cells
              .map((c, i) => (i === 0 ? `<th scope="row">${esc(c)}</th>` : `<td>${esc(c)}</td>`))
              .join('') +
            `</tr>`,
      )
      .join('') +
    `</tbody></table></div>`
  );
}

/** A grid value as written on the command line. */
const valueText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

const CSS = `
:root { color-scheme: light; --ink: ${INK}; --muted: #6b5d50; --accent: #8b3a1a; --line: #e3d9c8; --paper: #fbf8f2; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; background: var(--paper); color: var(--ink); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 820px; margin: 0 auto; padding: 28px 20px 48px; }
header h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 4px; overflow-wrap: anywhere; }
header .subtitle { color: var(--muted); margin: 0 0 20px; }
h2 { font-size: 1.3rem; margin: 40px 0 12px; padding-bottom: 4px; border-bottom: 2px solid var(--accent); }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 18px; margin: 0; padding: 14px 16px; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
figure.plot { margin: 20px 0; padding: 12px; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
figure.plot figcaption { font-weight: 700; margin: 0 0 8px; }
figure.plot svg { max-width: 100%; height: auto; }
figure.plot figure { margin: 0; }
figure.plot [class*="-swatches"] { font-size: 12px; }
.narrow { display: none; }
.note { color: var(--muted); font-size: 0.9rem; margin: 8px 0 0; }
p.warning { background: #fff4d6; border-left: 4px solid #c99a06; padding: 8px 12px; }
.scroll { overflow-x: auto; margin: 12px 0; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 700; padding: 10px 10px 4px; }
th, td { padding: 5px 10px; text-align: right; border-bottom: 1px solid var(--line); white-space: nowrap; }
thead th { color: var(--muted); font-weight: 600; vertical-align: bottom; }
th:first-child { text-align: left; }
tbody th { font-weight: 600; }
table.overview tbody th, tr.group th { white-space: normal; min-width: 9em; }
thead th { white-space: normal; }
tbody tr:last-child th, tbody tr:last-child td { border-bottom: none; }
tr.significant { background: #fde7c2; }
tr.significant td:last-child { font-weight: 700; }
tr.group th { background: #f3ede2; text-align: left; padding-top: 7px; }
details { margin: 12px 0; }
summary { cursor: pointer; font-weight: 600; }
footer { margin-top: 40px; color: var(--muted); font-size: 0.85rem; }
@media print {
  .narrow { display: none !important; }
  .wide { display: block !important; }
  figure.plot { break-inside: avoid; }
}
@media (max-width: 640px) {
  main { padding: 18px 12px 36px; }
  header h1 { font-size: 1.4rem; }
  h2 { font-size: 1.15rem; margin-top: 32px; }
  dl.facts { grid-template-columns: 1fr; gap: 0; padding: 10px 12px; }
  dl.facts dd { margin-bottom: 6px; }
  figure.plot { padding: 8px; margin: 14px 0; }
  .wide { display: none; }
  .narrow { display: block; }
  table { font-size: 0.85rem; }
  th, td { padding: 4px 6px; }
}
`;

/** The report of a lab batch: a complete HTML document (the caller writes it to a file). */
export function renderReport(result: LabResult, options: ReportOptions = {}): string {
  const lang: ReportLang = options.lang ?? 'fr';
  const w = WORDS[lang];
  const n = numbers(lang);
  const { document } = parseHTML('<!doctype html><html><head></head><body></body></html>');
  const ctx: Ctx = { doc: document as unknown as PlotDocument, w, n };
  const spec = result.spec;
  const gameName = GAMES[result.game] ?? result.game;
  const title = options.title ?? w.title(gameName);
  const all = result.configurations;
  const played = all.filter((c) => c.games > 0);
  const base = all[result.baseline];

  // The configurations' names, unique (they are the plots' keys).
  const names = new Map<ConfigSummary, string>();
  const used = new Set<string>();
  for (const c of all) {
    let name =
      spec.grid.length === 0
        ? w.defaults
        : c === base && all.length > 1
          ? `${c.config.label} (${w.ref})`
          : c.config.label;
    if (used.has(name)) name = `${name} #${c.config.index + 1}`;
    used.add(name);
    names.set(c, name);
  }
  const nameOf = (c: ConfigSummary): string => names.get(c)!;
  const configNames = played.map(nameOf);
  const bots = [...new Set(spec.bots)];
  const seasonal = played.some((c) => c.season !== undefined && c.season.length > 0);

  // The header: what was played, how, and how fast.
  const facts: [string, string][] = [
    [w.game, gameName === result.game ? result.game : `${gameName} (${result.game})`],
    [w.bots, spec.bots.join(', ')],
    [w.seed, spec.seed],
    [w.gamesPerConfig, n.num(spec.games, 0)],
  ];
  if (spec.players !== undefined) facts.push([w.players, String(spec.players)]);
  if (spec.options !== undefined && Object.keys(spec.options).length > 0)
    facts.push([w.options, JSON.stringify(spec.options)]);
  if (spec.season !== undefined) facts.push([w.season, w.seasonOf(spec.season)]);
  facts.push(
    [
      w.grid,
      spec.grid.length === 0
        ? w.noGrid
        : spec.grid.map((a) => `${a.key} = ${a.values.map(valueText).join(', ')}`).join(' ; '),
    ],
    [w.configurations, String(all.length)],
  );
  if (base !== undefined && all.length > 1) facts.push([w.baseline, base.config.label]);
  facts.push(
    [w.played, n.num(result.totalGames, 0)],
    [w.time, n.seconds(result.seconds)],
    [w.speed, w.speedOf(n.num(result.gamesPerSecond, 1), result.workers)],
  );

  const body: string[] = [];
  body.push(
    `<header><h1>${esc(title)}</h1><p class="subtitle">${esc(w.subtitle)}</p>` +
      `<dl class="facts">${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl></header>`,
  );
  const empty = all.filter((c) => c.games === 0);
  if (played.length === 0) body.push(`<p class="warning">${esc(w.noGames)}</p>`);
  else if (empty.length > 0)
    body.push(`<p class="warning">${esc(w.empty(empty.map(nameOf).join(', ')))}</p>`);

  // Overview: one line per configuration.
  body.push(`<section><h2>${esc(w.overview)}</h2>`);
  body.push(
    table(
      [w.config, w.games, w.shared, w.lengthMean, w.median, w.p90, w.range, w.scoreMean],
      all.map((c) => ({
        cells: [
          nameOf(c),
          n.num(c.games, 0),
          c.games > 0 ? `${n.num(c.shared, 0)} (${n.pct(c.shared / c.games, 0)})` : '—',
          c.games > 0 ? `${n.num(c.length.mean, 1)} ± ${n.num(c.length.sd, 1)}` : '—',
          c.games > 0 ? n.num(c.length.median, 1) : '—',
          c.games > 0 ? n.num(c.length.p90, 1) : '—',
          c.games > 0 ? `${n.num(c.length.min, 0)} – ${n.num(c.length.max, 0)}` : '—',
          c.games > 0 ? n.num(c.score.mean, 2) : '—',
        ],
      })),
      undefined,
      'overview',
    ),
  );
  body.push(`</section>`);

  if (played.length > 0) {
    // Who wins.
    body.push(`<section><h2>${esc(w.wins)}</h2>`);
    body.push(
      figure('seats', w.seatsPlot, w.seatsNote, (width) =>
        ratesPlot(
          ctx,
          played.map((c) => ({
            config: nameOf(c),
            rows: c.seats.map((s) => ({
              label: w.seat(s.seat + 1),
              colour: SEAT_COLOURS[s.seat % SEAT_COLOURS.length]!,
              rate: s.rate,
              lo: s.ci95[0],
              hi: s.ci95[1],
              count: s.count,
              of: s.of,
            })),
          })),
          width,
        ),
      ),
    );
    const rateCells = (r: { count: number; of: number; rate: number; ci95: [number, number] }): string[] => [
      `${n.num(r.count, 0)} / ${n.num(r.of, 0)}`,
      n.pct(r.rate),
      `${n.num(100 * r.ci95[0], 1)} – ${n.pct(r.ci95[1])}`,
    ];
    body.push(
      table(
        [w.seatCol, w.won, w.rate, w.ci, w.meanScore],
        played.flatMap((c): Row[] => [
          { group: nameOf(c) },
          ...c.seats.map((s) => ({ cells: [w.seat(s.seat + 1), ...rateCells(s), n.num(s.meanScore, 2)] })),
        ]),
        w.seatsTable,
      ),
    );
    if (bots.length > 1) {
      const colourOf = (bot: string): string => COLOURS[Math.max(0, bots.indexOf(bot)) % COLOURS.length]!;
      body.push(
        figure('bots', w.botsPlot, '', (width) =>
          ratesPlot(
            ctx,
            played.map((c) => ({
              config: nameOf(c),
              rows: c.bots.map((b) => ({
                label: b.bot,
                colour: colourOf(b.bot),
                rate: b.rate,
                lo: b.ci95[0],
                hi: b.ci95[1],
                count: b.count,
                of: b.of,
              })),
            })),
            width,
          ),
        ),
      );
    } else body.push(`<p class="note">${esc(w.oneBot)}</p>`);
    body.push(
      table(
        [w.bot, w.won, w.rate, w.ci, w.meanRank],
        played.flatMap((c): Row[] => [
          { group: nameOf(c) },
          ...c.bots.map((b) => ({ cells: [b.bot, ...rateCells(b), n.num(b.meanRank, 2)] })),
        ]),
        w.botsTable,
      ),
    );
    body.push(`</section>`);

    // Distributions.
    body.push(`<section><h2>${esc(w.distributions)}</h2>`);
    const panels = (pick: (c: ConfigSummary) => ConfigSummary['length']): HistogramPanel[] =>
      played.map((c) => ({
        key: `c${c.config.index}`,
        label: nameOf(c),
        bins: pick(c).histogram,
        mean: pick(c).mean,
      }));
    body.push(
      figure('length', w.lengthPlot, w.histNote, (width) =>
        histogramsPlot(
          ctx,
          panels((c) => c.length),
          width,
          w.lengthAxis,
        ),
      ),
    );
    body.push(
      figure('score', w.scorePlot, '', (width) =>
        histogramsPlot(
          ctx,
          panels((c) => c.score),
          width,
          w.scoreAxis,
        ),
      ),
    );
    body.push(`</section>`);

    // Rules.
    body.push(`<section><h2>${esc(w.rules)}</h2>`);
    const totals = new Map<string, number>();
    for (const c of played)
      for (const r of c.rules) totals.set(r.rule, (totals.get(r.rule) ?? 0) + r.perGame);
    const ranked = [...totals].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([rule]) => rule);
    if (ranked.length === 0) body.push(`<p class="note">${esc(w.noRules)}</p>`);
    else {
      const top = ranked.slice(0, TOP_RULES);
      const cell = (c: ConfigSummary, rule: string) => c.rules.find((r) => r.rule === rule);
      const data = played.flatMap((c) =>
        top.map((rule) => ({
          rule,
          config: nameOf(c),
          perGame: cell(c, rule)?.perGame ?? 0,
          share: cell(c, rule)?.share ?? 0,
        })),
      );
      body.push(
        figure('rules', w.rulesPlot(top.length), w.rulesNote, (width) =>
          rulesPlot(ctx, top, configNames, data, width),
        ),
      );
      body.push(
        `<details><summary>${esc(w.allRules(ranked.length))}</summary>` +
          table(
            [w.rule, ...configNames],
            ranked.map((rule) => ({
              cells: [
                rule,
                ...played.map((c) => {
                  const r = cell(c, rule);
                  return r === undefined ? '—' : `${n.num(r.perGame, 3)} (${n.pct(r.share, 0)})`;
                }),
              ],
            })),
          ) +
          `</details>`,
      );
    }
    body.push(`</section>`);

    // Effects.
    body.push(`<section><h2>${esc(w.effects)}</h2>`);
    const compared = played.filter((c) => c.effects !== undefined && c.effects.length > 0);
    if (compared.length === 0 || base === undefined) body.push(`<p class="note">${esc(w.noEffects)}</p>`);
    else {
      body.push(`<p class="note">${esc(w.effectsIntro(nameOf(base)))}</p>`);
      const value = (e: Effect, x: number): string => (e.test === 'Welch t' ? n.num(x, 1) : n.pct(x));
      const diff = (e: Effect): string => {
        const sign = e.difference > 0 ? '+' : '';
        return e.test === 'Welch t'
          ? `${sign}${n.num(e.difference, 1)}`
          : `${sign}${n.num(100 * e.difference, 1)} ${w.points}`;
      };
      const rows: Row[] = [];
      for (const c of compared) {
        rows.push({ group: nameOf(c) });
        for (const e of c.effects!) {
          rows.push({
            cells: [
              w.measureOf(e.measure),
              diff(e),
              e.significant ? `${n.p(e.p)} ★` : n.p(e.p),
              value(e, e.baseline),
              value(e, e.variant),
              `${w.testOf(e.test)} = ${n.num(e.statistic, 2)}`,
            ],
            ...(e.significant ? { className: 'significant' } : {}),
          });
        }
      }
      body.push(table([w.measure, w.difference, w.p, w.baselineValue, w.variant, w.test], rows));
      body.push(`<p class="note">${esc(w.effectsCaution)}</p>`);
    }
    body.push(`</section>`);

    // Career seasons.
    if (seasonal) {
      const series = played
        .filter((c) => c.season !== undefined)
        .map((c) => ({ config: nameOf(c), points: c.season! }));
      body.push(
        `<section><h2>${esc(w.seasonTitle)}</h2><p class="note">${esc(w.seasonNote(spec.games))}</p>`,
      );
      for (const metric of ['xp', 'level', 'gold', 'skills', 'injuries', 'deaths'] as const) {
        body.push(
          figure(`season-${metric}`, w.seasonMetrics[metric], '', (width) =>
            seasonPlot(ctx, metric, series, configNames, width),
          ),
        );
      }
      body.push(`</section>`);
    }
  }

  body.push(`<footer>${esc(w.footer)}</footer>`);
  return (
    `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${esc(title)}</title><style>${CSS}</style></head>` +
    `<body><main>${body.join('\n')}</main></body></html>\n`
  );
}
