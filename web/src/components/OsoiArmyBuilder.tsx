/**
 * The OSOI army builder (`/osoi/army`): both sides' lists from the catalogue with each unit's cost, the budget
 * left, the problems of `checkArmy` in words (OS-ARMY-7), and the `armies` option for the lobby. Client-side:
 * the rules library prices and checks (osoiArmy.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArmyList } from '../../../src/games/osoi/army.ts';
import { CATALOGUE } from '../../../src/games/osoi/catalogue.ts';
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
import { Header, useLang } from './common.tsx';

export function OsoiArmyBuilder() {
  const { t } = useTranslation();
  const [budget, setBudget] = useState(150);
  const rules = armyRulesOf({ budget });
  const [lists, setLists] = useState<[ArmyList, ArmyList]>(() => [startingList('A'), startingList('B')]);
  const option = JSON.stringify(armiesOption(lists[0], lists[1]));
  return (
    <div className="page">
      <Header>
        <span className="game-name">{t('os.army.title')}</span>
      </Header>
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
            />
          ))}
        </div>
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
}: {
  side: number;
  list: ArmyList;
  rules: ReturnType<typeof armyRulesOf>;
  onChange: (l: ArmyList) => void;
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
    </section>
  );
}
