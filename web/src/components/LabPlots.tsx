/**
 * A lab batch's plots, drawn with Observable Plot from its result (partial while it runs, redrawn as games come
 * back): wins per seat and per bot with their Wilson 95 % intervals by configuration, the length histogram of
 * each configuration, and the most frequent rules.
 */
import * as Plot from '@observablehq/plot';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigSummary, LabResult } from '../../../src/lab/types.ts';
import { SEAT_COLOURS } from './common.tsx';

/** Configurations drawn in the histograms at most (the others are in the CSV). */
const MAX_HISTOGRAMS = 12;
/** Rules in the rules plot. */
const TOP_RULES = 10;
/** Longest label on an axis before it is cut with an ellipsis. */
const MAX_LABEL = 28;

const cut = (s: string): string => (s.length > MAX_LABEL ? `${s.slice(0, MAX_LABEL - 1)}…` : s);

/** The width of the element, followed as it changes (the plots are as wide as their panel). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (el === null) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** One plot: a heading and Plot's figure, rebuilt when `make` changes. */
function Figure({ title, testId, make }: { title: string; testId: string; make: () => Element }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const figure = make();
    el.replaceChildren(figure);
    return () => figure.remove();
  }, [make]);
  return (
    <section className="lab-plot" data-testid={testId}>
      <h3>{title}</h3>
      <div ref={box} />
    </section>
  );
}

interface Interval {
  config: string;
  group: string;
  rate: number;
  lo: number;
  hi: number;
  of: number;
}

/**
 * Rates with their intervals: a line per configuration, a dot and its interval per group (seat or bot) set a little
 * apart within the line, in the group's colour.
 */
function intervalPlot(
  data: Interval[],
  configs: string[],
  groups: string[],
  colours: readonly string[] | undefined,
  width: number,
  xLabel: string,
): Element {
  const row = Math.max(26, groups.length * 9 + 12);
  const longest = Math.max(...configs.map((c) => cut(c).length));
  const marginLeft = Math.min(Math.round(width * 0.45), 12 + longest * 7.2);
  const step = Math.min(8, (row - 10) / Math.max(1, groups.length));
  return Plot.plot({
    width,
    height: 72 + configs.length * row,
    marginTop: 10,
    marginLeft,
    style: { fontSize: '12px' },
    marginBottom: 42,
    marginRight: 16,
    x: { domain: [0, 100], percent: true, label: xLabel, grid: true, labelOffset: 38 },
    y: { domain: configs, label: null, tickFormat: cut },
    color: { domain: groups, legend: true, ...(colours === undefined ? {} : { range: [...colours] }) },
    marks: groups.flatMap((g, k) => {
      const part = data.filter((d) => d.group === g);
      const dy = (k - (groups.length - 1) / 2) * step;
      return [
        Plot.ruleY(part, { y: 'config', x1: 'lo', x2: 'hi', stroke: 'group', strokeWidth: 2, dy }),
        Plot.dot(part, {
          y: 'config',
          x: 'rate',
          fill: 'group',
          r: 3.5,
          dy,
          title: (d: Interval) =>
            `${d.config} · ${d.group}: ${(100 * d.rate).toFixed(1)} % [${(100 * d.lo).toFixed(1)} – ${(100 * d.hi).toFixed(1)}] (${d.of})`,
        }),
      ];
    }),
  });
}

/** The plots of a result. */
export function LabPlots({ result }: { result: LabResult }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const played = result.configurations.filter((c) => c.games > 0);
  const labelOf = (c: ConfigSummary): string =>
    result.spec.grid.length === 0
      ? t('lab.plots.defaults')
      : c.config.index === result.baseline && result.configurations.length > 1
        ? `${c.config.label} (${t('lab.plots.baseline')})`
        : c.config.label;
  const configs = played.map(labelOf);
  const bots = [...new Set(played.flatMap((c) => c.bots.map((b) => b.bot)))];
  const seats = Math.max(0, ...played.map((c) => c.seats.length));
  const seatName = (k: number): string => t('lab.plots.seat', { n: k + 1 });
  const w = Math.max(280, width);
  const key = `${result.totalGames}:${w}:${t('lab.plots.seat', { n: 1 })}`;

  // Each plot is rebuilt when the games played, the width or the language change.
  const [makers, setMakers] = useState<{
    key: string;
    seats: () => Element;
    bots: () => Element;
    length: () => Element;
    rules: () => Element;
  } | null>(null);
  useEffect(() => {
    if (played.length === 0 || width === 0) return;
    const seatGroups = Array.from({ length: seats }, (_, k) => seatName(k));
    const seatData: Interval[] = played.flatMap((c) =>
      c.seats.map((s) => ({
        config: labelOf(c),
        group: seatName(s.seat),
        rate: s.rate,
        lo: s.ci95[0],
        hi: s.ci95[1],
        of: s.of,
      })),
    );
    const botData: Interval[] = played.flatMap((c) =>
      c.bots.map((b) => ({
        config: labelOf(c),
        group: b.bot,
        rate: b.rate,
        lo: b.ci95[0],
        hi: b.ci95[1],
        of: b.of,
      })),
    );
    const shown = played.slice(0, MAX_HISTOGRAMS);
    const bins = shown.flatMap((c) =>
      c.length.histogram.map((b) => ({ config: labelOf(c), from: b.from, to: b.to + 1, count: b.count })),
    );
    const means = shown.map((c) => ({ config: labelOf(c), mean: c.length.mean }));
    // The rules that act most, on average over the configurations.
    const totals = new Map<string, number>();
    for (const c of played)
      for (const r of c.rules) totals.set(r.rule, (totals.get(r.rule) ?? 0) + r.perGame);
    const top = [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_RULES)
      .map(([rule]) => rule);
    const ruleData = played.flatMap((c) =>
      c.rules
        .filter((r) => top.includes(r.rule))
        .map((r) => ({ config: labelOf(c), rule: r.rule, perGame: r.perGame })),
    );
    setMakers({
      key,
      seats: () => intervalPlot(seatData, configs, seatGroups, SEAT_COLOURS, w, t('lab.plots.winRate')),
      bots: () => intervalPlot(botData, configs, bots, undefined, w, t('lab.plots.winRate')),
      length: () =>
        Plot.plot({
          width: w,
          height: 60 + shown.length * 100,
          marginLeft: 44,
          style: { fontSize: '12px' },
          marginBottom: 42,
          marginRight: 16,
          x: { label: t('lab.plots.inputs'), grid: true, labelOffset: 38 },
          y: { label: t('lab.plots.games') },
          fy: { domain: shown.map(labelOf), axis: null, padding: 0.25 },
          marks: [
            Plot.rectY(bins, {
              x1: 'from',
              x2: 'to',
              y: 'count',
              fy: 'config',
              fill: '#8b3a1a',
              fillOpacity: 0.75,
              inset: 0.5,
            }),
            Plot.ruleX(means, { x: 'mean', fy: 'config', stroke: '#2b2118', strokeDasharray: '4 3' }),
            Plot.text(shown.map(labelOf), {
              fy: (d: string) => d,
              text: (d: string) => cut(d),
              frameAnchor: 'top-left',
              dx: 4,
              dy: 2,
              fontWeight: 'bold',
              fill: '#2b2118',
              stroke: 'white',
              strokeWidth: 4,
            }),
            Plot.ruleY([0]),
          ],
        }),
      rules: () =>
        Plot.plot({
          width: w,
          height: 60 + top.length * 26,
          style: { fontSize: '12px' },
          marginBottom: 42,
          marginLeft: Math.min(Math.round(w * 0.4), 12 + Math.max(0, ...top.map((r) => r.length)) * 7.2),
          marginRight: 16,
          x: { label: t('lab.plots.perGame'), grid: true, zero: true, labelOffset: 38 },
          y: { domain: top, label: null },
          color: { domain: configs, legend: configs.length > 1 },
          marks: [
            Plot.ruleY(top, { stroke: '#d8ccb6' }),
            // A configuration a little below the one before, so that equal values stay visible.
            ...configs.map((config, k) =>
              Plot.dot(
                ruleData.filter((d) => d.config === config),
                {
                  y: 'rule',
                  x: 'perGame',
                  fill: 'config',
                  r: 3.5,
                  dy: (k - (configs.length - 1) / 2) * Math.min(5, 16 / configs.length),
                  title: (d: { config: string; rule: string; perGame: number }) =>
                    `${d.rule} · ${d.config}: ${d.perGame.toFixed(2)}`,
                },
              ),
            ),
          ],
        }),
    });
    // `key` sums up everything the plots depend on.
  }, [key, width]);

  return (
    <div ref={box} className="lab-plots" data-testid="lab-plots">
      {played.length === 0 ? (
        <p className="small-print">{t('lab.plots.noGames')}</p>
      ) : (
        makers !== null && (
          <>
            <Figure title={t('lab.plots.seats')} testId="plot-seats" make={makers.seats} />
            {played.some((c) => c.shared > 0) && <p className="small-print">{t('lab.plots.shared')}</p>}
            {bots.length > 1 && <Figure title={t('lab.plots.bots')} testId="plot-bots" make={makers.bots} />}
            <Figure title={t('lab.plots.length')} testId="plot-length" make={makers.length} />
            {played.length > MAX_HISTOGRAMS && (
              <p className="small-print">
                {t('lab.plots.firstConfigs', { n: MAX_HISTOGRAMS, total: played.length })}
              </p>
            )}
            <Figure title={t('lab.plots.rules')} testId="plot-rules" make={makers.rules} />
          </>
        )
      )}
    </div>
  );
}
