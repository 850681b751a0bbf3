/**
 * The OSOI army builder (`/osoi/army`): both sides' lists from the catalogue with each unit's cost, the budget
 * left, the problems of `checkArmy` in words (OS-ARMY-7), and the `armies` option for the lobby. Client-side:
 * the rules library prices and checks (osoiArmy.ts). Signed in, the account's lists are saved, loaded into
 * either side, renamed and deleted (the server checks them again and lists every problem).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArmyList } from '../../../src/games/osoi/army.ts';
import { CATALOGUE } from '../../../src/games/osoi/catalogue.ts';
import { useAccount } from '../account-api.ts';
import {
  addUnit,
  armiesOption,
  armyRulesOf,
  catalogueEntries,
  removeUnit,
  resizeUnit,
  startingList,
  summarise,
} from '../osoiArmy.ts';
import { armiesApi } from '../osoiSaved.ts';
import { Header, useLang } from './common.tsx';
import { SavedPanel, useSaved } from './OsoiSaved.tsx';

/** Which saved list a side was loaded from or saved as, and at which revision. */
type Link = { id: string; revision: number } | null;

export function OsoiArmyBuilder() {
  const { t } = useTranslation();
  const [budget, setBudget] = useState(150);
  const rules = armyRulesOf({ budget });
  const [lists, setLists] = useState<[ArmyList, ArmyList]>(() => [startingList('A'), startingList('B')]);
  const option = JSON.stringify(armiesOption(lists[0], lists[1]));
  const account = useAccount();
  const [links, setLinks] = useState<[Link, Link]>([null, null]);
  const { saved, run, notices } = useSaved(armiesApi.list, account);
  const link = (side: number, l: Link) => setLinks((ls) => (side === 0 ? [l, ls[1]] : [ls[0], l]));
  const save = (side: number, asNew: boolean) =>
    run(async () => {
      const l = links[side];
      const r =
        l && !asNew
          ? await armiesApi.update(l.id, lists[side]!, budget, l.revision)
          : await armiesApi.create(lists[side]!, budget);
      link(side, { id: r.id, revision: r.revision });
      return t('os.saved.savedAs', { name: r.name });
    });
  const load = (side: number, id: string) =>
    run(async () => {
      const r = await armiesApi.get(id);
      setBudget(r.budget);
      setLists((ls) => (side === 0 ? [r.list, ls[1]] : [ls[0], r.list]));
      link(side, { id: r.id, revision: r.revision });
      return t('os.saved.loaded', { name: r.name });
    });
  const rename = (id: string, name: string) =>
    run(async () => {
      const r = await armiesApi.get(id);
      const u = await armiesApi.update(id, { ...r.list, name }, r.budget, r.revision);
      setLinks((ls) => ls.map((l) => (l?.id === id ? { id, revision: u.revision } : l)) as [Link, Link]);
      lists.forEach((l, side) => {
        if (links[side]?.id === id)
          setLists((ls) => (side === 0 ? [{ ...l, name }, ls[1]] : [ls[0], { ...l, name }]));
      });
      return t('os.saved.renamed', { name: u.name });
    });
  const remove = (id: string) =>
    run(async () => {
      await armiesApi.remove(id);
      setLinks((ls) => ls.map((l) => (l?.id === id ? null : l)) as [Link, Link]);
      return t('os.saved.deleted');
    });
  return (
    <div className="page">
      <Header>
        <span className="game-name">{t('os.army.title')}</span>
      </Header>
      <nav className="os-nav">
        <a href="/osoi/maps">{t('os.saved.toMaps')}</a>
      </nav>
      <main className="os-army" data-testid="os-army">
        <label>
          {t('os.army.budget')}{' '}
          <input
            type="number"
            min={1}
            max={10000}
            value={budget}
            data-testid="os-army-budget"
            onChange={(e) => setBudget(Math.max(1, Math.min(10000, Math.round(Number(e.target.value)) || 1)))}
          />
        </label>
        <div className="os-army-sides">
          {[0, 1].map((side) => (
            <ArmyColumn
              key={side}
              side={side}
              list={lists[side]!}
              rules={rules}
              onChange={(l) => setLists(side === 0 ? [l, lists[1]] : [lists[0], l])}
              saving={
                account ? (
                  <div className="os-row os-saved-actions">
                    <button
                      type="button"
                      data-testid={`os-army-${side}-save`}
                      onClick={() => void save(side, false)}
                    >
                      {links[side] ? t('os.saved.saveChanges') : t('os.saved.save')}
                    </button>
                    {links[side] && (
                      <button
                        type="button"
                        className="small"
                        data-testid={`os-army-${side}-save-new`}
                        onClick={() => void save(side, true)}
                      >
                        {t('os.saved.saveNew')}
                      </button>
                    )}
                  </div>
                ) : null
              }
            />
          ))}
        </div>
        {notices}
        <SavedPanel
          signedIn={account}
          items={saved.map((a) => ({
            id: a.id,
            name: a.name,
            detail: t('os.saved.armyDetail', { cost: a.cost, budget: a.budget, figures: a.figures }),
          }))}
          empty={t('os.saved.noArmies')}
          title={t('os.saved.armies')}
          testid="os-saved-armies"
          loadLabels={[t('os.saved.loadA'), t('os.saved.loadB')]}
          onLoad={(id, side) => void load(side, id)}
          onRename={(id, name) => void rename(id, name)}
          onDelete={(id) => void remove(id)}
        />
        <section className="panel">
          <p>{t('os.army.option')}</p>
          <textarea
            readOnly
            className="os-army-option"
            data-testid="os-army-option"
            value={option}
            rows={4}
          />
          <button type="button" className="small" onClick={() => void navigator.clipboard?.writeText(option)}>
            {t('os.army.copy')}
          </button>
        </section>
      </main>
    </div>
  );
}

function ArmyColumn({
  side,
  list,
  rules,
  onChange,
  saving,
}: {
  side: number;
  list: ArmyList;
  rules: ReturnType<typeof armyRulesOf>;
  onChange: (l: ArmyList) => void;
  saving: React.ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const entries = catalogueEntries(rules);
  const [pick, setPick] = useState(entries[0]!.id);
  const sum = summarise(list, rules);
  const named = (id: string | undefined) => {
    const c = id ? CATALOGUE[id] : undefined;
    return c ? (lang === 'en' ? c.en : c.fr) : (id ?? '?');
  };
  return (
    <section className="panel os-army-side" data-testid={`os-army-${side}`}>
      <h3>{side === 0 ? t('os.army.sideA') : t('os.army.sideB')}</h3>
      <label>
        {t('os.army.name')}{' '}
        <input
          value={list.name}
          maxLength={80}
          onChange={(e) => onChange({ ...list, name: e.target.value })}
        />
      </label>
      <ul>
        {list.units.map((u, i) => (
          <li key={i} data-testid={`os-army-${side}-unit-${i}`}>
            {named(u.catalogue)} — {t('os.army.unitCost', { n: sum.costs[i] })}
            {u.catalogue && CATALOGUE[u.catalogue]?.kind === 'grunts' && (
              <label>
                {' '}
                {t('os.army.size')}{' '}
                <input
                  type="number"
                  min={1}
                  max={rules.maxGruntGroupSize}
                  value={u.size ?? rules.maxGruntGroupSize}
                  onChange={(e) => onChange(resizeUnit(list, i, Number(e.target.value), rules))}
                />
              </label>
            )}{' '}
            <button type="button" className="small" onClick={() => onChange(removeUnit(list, i))}>
              {t('os.army.remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="os-row">
        <label>
          {t('os.army.catalogue')}{' '}
          <select value={pick} onChange={(e) => setPick(e.target.value)} data-testid={`os-army-${side}-pick`}>
            {entries.map((e) => (
              <option key={e.id} value={e.id}>
                {lang === 'en' ? e.en : e.fr} — {t('os.army.unitCost', { n: e.cost })}
                {e.kind === 'grunts' ? ` (×${e.size})` : ''}
              </option>
            ))}
          </select>
        </label>{' '}
        <button
          type="button"
          data-testid={`os-army-${side}-add`}
          onClick={() => onChange(addUnit(list, pick, rules.maxGruntGroupSize))}
        >
          {t('os.army.add')}
        </button>
      </div>
      <p data-testid={`os-army-${side}-total`}>
        {t('os.army.total', {
          total: sum.total,
          budget: rules.budget,
          left: sum.left,
          figures: sum.figures,
        })}
      </p>
      {sum.valid ? (
        <p className="os-army-valid">{t('os.army.valid')}</p>
      ) : (
        <div className="os-army-problems" data-testid={`os-army-${side}-problems`}>
          <p>{t('os.army.problems')}</p>
          <ul>
            {sum.problems.map((p, i) => (
              <li key={i}>
                {lang === 'en' ? p.en : p.fr} {p.rule && <span className="small-print">[{p.rule}]</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {saving}
    </section>
  );
}
