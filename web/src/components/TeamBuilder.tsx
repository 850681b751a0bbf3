/**
 * The Spark Ball team builder (docs/spark-ball-teams.md): a template, the players bought per position, at most
 * one special character, the team rerolls and each player's item, with the cost against the budget and every
 * problem of the roster listed live by the rules' own `buildRoster` (the same checks the server makes). A
 * template's quick-play roster fills it in one click.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ABILITIES } from '../../../src/games/spark-ball/teams/abilities.ts';
import { buildRoster, type PlayerOrder } from '../../../src/games/spark-ball/teams/build.ts';
import { EQUIPMENT } from '../../../src/games/spark-ball/teams/equipment.ts';
import { DEFAULT_TEAM_RULES, POSITIONS } from '../../../src/games/spark-ball/teams/rules.ts';
import { SPECIAL_CHARACTERS } from '../../../src/games/spark-ball/teams/specials.ts';
import { TEMPLATES } from '../../../src/games/spark-ball/teams/templates.ts';
import type { EquipmentId, Position, Roster } from '../../../src/games/spark-ball/teams/types.ts';
import { credits } from '../league-api.ts';
import type { Refusal } from '../protocol.ts';
import { RefusalBanner, useLang } from './common.tsx';

type Counts = Record<Position, number>;

/** One bought player's slot: its position line and its index there, or the special character. */
interface Slot {
  key: string;
  position: Position;
  special: boolean;
  label: string;
}

/** The builder's choices. */
interface Choices {
  template: string;
  counts: Counts;
  special: string;
  rerolls: number;
  items: Record<string, EquipmentId>;
}

/** A template's quick-play roster (4.2) as builder choices. */
function quickChoices(template: string): Choices {
  const qp = TEMPLATES[template]!.quickPlay;
  const items: Record<string, EquipmentId> = {};
  for (const position of POSITIONS) {
    let k = 0;
    for (const e of qp.equipment.filter((x) => x.position === position)) {
      for (let i = 0; i < e.count; i++) items[`${position}${k++}`] = e.item;
    }
  }
  return { template, counts: { ...qp.players }, special: '', rerolls: qp.rerolls, items };
}

const STATS = ['mv', 'f', 'r', 'ag', 'ar'] as const;

export function TeamBuilder({
  onSave,
  refusal,
  onCloseRefusal,
}: {
  onSave: (name: string, roster: Roster) => void;
  refusal: Refusal | null;
  onCloseRefusal: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [name, setName] = useState('');
  const [c, setC] = useState<Choices>(() => quickChoices('T1'));
  const template = TEMPLATES[c.template]!;

  const slots: Slot[] = useMemo(() => {
    const out: Slot[] = [];
    for (const position of POSITIONS) {
      for (let k = 0; k < c.counts[position]; k++) {
        out.push({
          key: `${position}${k}`,
          position,
          special: false,
          label: `${template.lines[position].names[lang]} ${k + 1}`,
        });
      }
    }
    const sc = SPECIAL_CHARACTERS[c.special];
    if (sc) out.push({ key: 'special', position: sc.position, special: true, label: sc.names[lang] });
    return out;
  }, [c, template, lang]);

  const players: PlayerOrder[] = slots.map((s) => {
    const item = c.items[s.key];
    const eq = item === undefined ? {} : { equipment: [item] };
    return s.special ? { special: c.special, ...eq } : { position: s.position, ...eq };
  });
  const built = buildRoster({
    template: c.template,
    name: name.trim() || template.names.fr,
    players,
    rerolls: c.rerolls,
  });
  const problems = built.ok ? [] : (built.error.details ?? [built.error]);
  const budget = DEFAULT_TEAM_RULES.budget;
  const cost =
    slots.reduce(
      (a, s) =>
        a +
        (s.special ? (SPECIAL_CHARACTERS[c.special]?.cost ?? 0) : template.lines[s.position].cost) +
        (c.items[s.key] ? EQUIPMENT[c.items[s.key]!].cost : 0),
      0,
    ) +
    c.rerolls * template.rerollCost;

  const set = (patch: Partial<Choices>) => setC({ ...c, ...patch });
  const count = (position: Position, n: number) => {
    const items = { ...c.items };
    for (let k = Math.max(0, n); k < c.counts[position]; k++) delete items[`${position}${k}`];
    set({ counts: { ...c.counts, [position]: Math.max(0, Math.min(20, n)) }, items });
  };
  const item = (key: string, id: string) => {
    const items = { ...c.items };
    if (id === '') delete items[key];
    else items[key] = id as EquipmentId;
    set({ items });
  };
  const text = (p: { message: string; en: string }) => (lang === 'en' ? p.en : p.message);
  const abilityNames = (list: readonly string[]) =>
    list.length === 0
      ? '—'
      : list.map((a) => ABILITIES[a as keyof typeof ABILITIES]?.names[lang] ?? a).join(', ');

  return (
    <form
      className="panel team-builder"
      data-testid="team-builder"
      onSubmit={(e) => {
        e.preventDefault();
        if (built.ok && name.trim() !== '') onSave(name.trim(), { ...built.value, name: name.trim() });
      }}
    >
      <h2>{t('sbLeague.newTeam')}</h2>
      <label>
        {t('sbLeague.teamName')}{' '}
        <input
          value={name}
          maxLength={40}
          required
          data-testid="team-name"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label>
        {t('sbLeague.template')}{' '}
        <select
          value={c.template}
          data-testid="team-template"
          onChange={(e) => setC(quickChoices(e.target.value))}
        >
          {Object.values(TEMPLATES).map((tp) => (
            <option key={tp.id} value={tp.id}>
              {tp.id} · {tp.names[lang]} ({t(`sbLeague.alignments.${tp.alignment}`)})
            </option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        className="small"
        data-testid="quick-play"
        onClick={() => setC(quickChoices(c.template))}
      >
        {t('sbLeague.quickPlay')}
      </button>
      <div className="table-scroll">
        <table className="standings team-lines">
          <thead>
            <tr>
              <th>{t('sbLeague.position')}</th>
              <th className="num wide-only">{t('sbLeague.cost')}</th>
              {STATS.map((s) => (
                <th key={s} className="num">
                  {t(`sbLeague.stats.${s}`)}
                </th>
              ))}
              <th className="wide-only">{t('sbLeague.abilities')}</th>
              <th className="num">
                <span className="wide-only">{t('sbLeague.bought')}</span>
                <abbr className="narrow-only" title={t('sbLeague.bought')}>
                  {t('sbLeague.boughtShort')}
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {POSITIONS.map((p) => {
              const line = template.lines[p];
              return (
                <tr key={p}>
                  <td>
                    {line.names[lang]}{' '}
                    <span className="small-print wide-only">({t(`sb.positions.${p}`)})</span>
                    <span className="small-print narrow-only cost-line">{credits(line.cost)}</span>
                  </td>
                  <td className="num nowrap wide-only">{credits(line.cost)}</td>
                  {STATS.map((s) => (
                    <td key={s} className="num">
                      {line.stats[s]}
                    </td>
                  ))}
                  <td className="wide-only">{abilityNames(line.abilities)}</td>
                  <td className="num">
                    <input
                      type="number"
                      className="count"
                      min={0}
                      max={20}
                      value={c.counts[p]}
                      data-testid={`count-${p}`}
                      aria-label={t('sbLeague.countOf', { line: line.names[lang] })}
                      onChange={(e) => count(p, Number(e.target.value) || 0)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <label>
        {t('sbLeague.special')}{' '}
        <select
          value={c.special}
          data-testid="team-special"
          onChange={(e) => set({ special: e.target.value })}
        >
          <option value="">{t('sbLeague.none')}</option>
          {Object.values(SPECIAL_CHARACTERS).map((sc) => (
            <option key={sc.id} value={sc.id}>
              {sc.names[lang]} · {credits(sc.cost)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('sbLeague.rerolls')}{' '}
        <input
          type="number"
          className="count"
          min={0}
          max={8}
          value={c.rerolls}
          data-testid="team-rerolls"
          onChange={(e) => set({ rerolls: Number(e.target.value) || 0 })}
        />{' '}
        <span className="small-print">
          {t('sbLeague.rerollCost', { cost: credits(template.rerollCost) })}
        </span>
      </label>
      <details open={slots.length <= 12}>
        <summary>{t('sbLeague.equipment')}</summary>
        <ul className="team-items">
          {slots.map((s) => (
            <li key={s.key}>
              <span>{s.label}</span>{' '}
              <select
                value={c.items[s.key] ?? ''}
                data-testid={`item-${s.key}`}
                aria-label={t('sbLeague.itemOf', { name: s.label })}
                onChange={(e) => item(s.key, e.target.value)}
              >
                <option value="">{t('sbLeague.none')}</option>
                {Object.values(EQUIPMENT).map((eq) => (
                  <option key={eq.id} value={eq.id}>
                    {eq.names[lang]} · {credits(eq.cost)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </details>
      <p data-testid="team-cost" className={cost > budget ? 'over' : undefined}>
        {t('sbLeague.costLine', {
          players: slots.length,
          cost: credits(cost),
          budget: credits(budget),
          left: credits(budget - cost),
        })}
      </p>
      {problems.length > 0 ? (
        <div className="refused" data-testid="team-problems" role="status">
          <strong>{t('sbLeague.problems', { count: problems.length })}</strong>
          <ul>
            {problems.map((p, i) => (
              <li key={i} data-testid="team-problem">
                {text(p)}
                {p.rule ? <span className="small-print"> ({p.rule})</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="small-print" data-testid="team-valid">
          {t('sbLeague.valid')}
        </p>
      )}
      <RefusalBanner refusal={refusal} onClose={onCloseRefusal} />
      <div className="buttons">
        <button type="submit" data-testid="team-save" disabled={problems.length > 0 || name.trim() === ''}>
          {t('sbLeague.save')}
        </button>
      </div>
    </form>
  );
}
