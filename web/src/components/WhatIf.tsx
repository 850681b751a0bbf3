/**
 * The "Et si… ? / What if…?" panel of every table (protocol `whatIf`): pick an input of the seat whose decision
 * is pending (this seat's own legal inputs, or the list the server gives a spectator or another seat) and a
 * policy for the offers met on the way, and see the exact outcome tree — each roll with its branches, fraction,
 * percentage and bar, the offers taken, where each path stops — and the summary of where the paths end.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingWithOdds, RollPreview, WhatIfNode, WhatIfPolicy, WhatIfRoll } from '../protocol.ts';
import { seatName } from '../i18n.ts';
import type { WhatIfState } from '../ws.ts';
import { branchText, countNodes, divide, inputText, pct, stopText, valueOf } from '../whatIf.ts';
import '../whatIf.css';

const POLICIES: readonly WhatIfPolicy[] = ['always', 'never', 'greedy'];

/** Folded below this depth when the tree is large. */
const OPEN_DEPTH = 3;
const LARGE = 250;

interface Words {
  game: string;
  view: unknown;
  hidden: boolean;
  lang: string;
}

function Bar({ p }: { p: number }) {
  return (
    <span className="wi-bar" aria-hidden="true">
      <span style={{ width: `${Math.max(p > 0 ? 1 : 0, Math.round(p * 100))}%` }} />
    </span>
  );
}

/** One list of alternatives (what follows an input, a branch or an offer). */
function Nodes({
  nodes,
  parent,
  depth,
  w,
}: {
  nodes: WhatIfNode[];
  parent: string;
  depth: number;
  w: Words;
}) {
  return (
    <>
      {nodes.map((n, i) => (
        <NodeView key={i} node={n} parent={parent} depth={depth} w={w} />
      ))}
    </>
  );
}

function NodeView({ node, parent, depth, w }: { node: WhatIfNode; parent: string; depth: number; w: Words }) {
  const { t } = useTranslation();
  // a share of what came before, when the list has several alternatives
  const share = node.p === parent ? null : divide(node.p, parent);
  if (node.kind === 'stop') {
    return (
      <div className="wi-stop" data-testid="wi-stop">
        {stopText(node, t, w.hidden, w.lang)}
        {share && (
          <span className="wi-p">
            {' '}
            {pct(share.value, w.lang)} ({share.exact})
          </span>
        )}
      </div>
    );
  }
  if (node.kind === 'offer') {
    return (
      <div className="wi-offer-block">
        <div className="wi-offer" data-testid="wi-offer">
          ↻{' '}
          {t('whatIf.offerBy', {
            kind: t(`whatIf.offer.${node.offer}`),
            n: node.player,
            input: inputText(w.game, w.view, node.player, node.input, t, w.lang),
            taken: t(node.taken ? 'whatIf.taken' : 'whatIf.declined'),
          })}
          {share && <span className="wi-p"> {pct(share.value, w.lang)}</span>}
        </div>
        <Nodes nodes={node.next} parent={node.p} depth={depth} w={w} />
      </div>
    );
  }
  return <RollView roll={node} depth={depth} w={w} />;
}

function RollView({ roll, depth, w }: { roll: WhatIfRoll; depth: number; w: Words }) {
  const { t } = useTranslation();
  const head = [
    t('whatIf.roll', { rule: roll.rule, dice: roll.dice }),
    roll.target === undefined ? null : t('whatIf.target', { target: roll.target }),
    roll.modifier
      ? t('whatIf.modifier', { m: roll.modifier > 0 ? `+${roll.modifier}` : roll.modifier })
      : null,
    t('whatIf.by', { n: roll.roller }),
    roll.reroll ? t('whatIf.reroll') : null,
  ].filter((x) => x !== null);
  return (
    <div className="wi-roll" data-testid="wi-roll" data-rule={roll.rule}>
      <div className="wi-roll-head">
        <span aria-hidden="true">⚄ </span>
        {head.join(' · ')}
        {roll.p !== '1' && (
          <span className="wi-p"> · {t('whatIf.fromStart', { p: pct(valueOf(roll.p), w.lang) })}</span>
        )}
      </div>
      <ul className="wi-branches">
        {roll.branches.map((b) => {
          const own = divide(b.p, roll.p);
          // a branch that only stops says where on its own line
          const only = b.next.length === 1 && b.next[0]!.kind === 'stop' ? b.next[0]! : null;
          const line = (
            <span className="wi-branch" data-testid="wi-branch">
              <span className="wi-label">{branchText(w.game, b.label, t)}</span>
              <span className="wi-fig">
                <Bar p={own.value} />
                <strong>{pct(own.value, w.lang)}</strong> <span className="wi-exact">{own.exact}</span>
              </span>
              {only && only.kind === 'stop' && (
                <span className="wi-then">{stopText(only, t, w.hidden, w.lang)}</span>
              )}
            </span>
          );
          if (only || b.next.length === 0) return <li key={b.label}>{line}</li>;
          return (
            <li key={b.label}>
              <details open={depth < OPEN_DEPTH}>
                <summary>{line}</summary>
                <div className="wi-next">
                  <Nodes nodes={b.next} parent={b.p} depth={depth + 1} w={w} />
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The panel and the button that opens it. */
export function WhatIfPanel({
  game,
  view,
  seat,
  pending,
  inputs,
  legal,
  previews,
  state,
  onAsk,
}: {
  game: string;
  view: unknown;
  /** This page's seat (null: referee or spectator). */
  seat: number | null;
  pending: PendingWithOdds | null;
  inputs: number;
  /** This seat's own legal inputs (empty unless its decision is pending). */
  legal: unknown[];
  previews: (RollPreview[] | null)[];
  state: WhatIfState;
  onAsk: (input: unknown, policy: WhatIfPolicy) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [open, setOpen] = useState(false);
  const [policy, setPolicy] = useState<WhatIfPolicy>('always');
  const [picked, setPicked] = useState<number | null>(null);
  const deciding = pending?.kind === 'decision' ? pending.player : null;
  const mine = deciding !== null && deciding === seat && legal.length > 0;
  const listed = state.legal !== null && state.legal.inputs === inputs ? state.legal.legal : null;
  const candidates = mine ? legal : (listed ?? []);
  // Ask the server for the deciding seat's inputs when this page does not have them.
  useEffect(() => {
    if (
      open &&
      deciding !== null &&
      !mine &&
      listed === null &&
      state.waiting === 0 &&
      state.refused === null
    )
      onAsk(undefined, policy);
  }, [open, inputs, deciding, mine, listed === null]);
  useEffect(() => setPicked(null), [inputs]);
  // By default the first input that rolls (this seat's previews say which), else the first.
  const first = mine
    ? Math.max(
        0,
        previews.findIndex((p) => p !== null && p.length > 0),
      )
    : 0;
  const index = Math.min(picked ?? first, Math.max(0, candidates.length - 1));
  const chosen = candidates[index];
  const answer = state.answer;
  const w: Words = { game, view, hidden: answer?.hidden === true, lang };
  if (!open) {
    return (
      <div className="buttons wi-open">
        <button type="button" className="small" data-testid="whatif-open" onClick={() => setOpen(true)}>
          {t('whatIf.open')}
        </button>
      </div>
    );
  }
  const large = answer !== null && countNodes(answer.result.tree) > LARGE;
  return (
    <section className="panel whatif" data-testid="whatif" aria-label={t('whatIf.title')}>
      <div className="wi-title">
        <h3>{t('whatIf.title')}</h3>
        <button type="button" className="small" data-testid="whatif-close" onClick={() => setOpen(false)}>
          {t('whatIf.close')}
        </button>
      </div>
      {deciding !== null ? (
        <p className="small-print">{t('whatIf.intro', { n: deciding })}</p>
      ) : pending?.kind === 'chance' ? (
        <p className="small-print">{t('whatIf.introRoll')}</p>
      ) : (
        <p className="small-print">{t('whatIf.none')}</p>
      )}
      {deciding !== null && (
        <label className="wi-field">
          <span>{t('whatIf.input')}</span>
          {candidates.length > 0 ? (
            <select
              data-testid="whatif-input"
              value={String(index)}
              onChange={(e) => setPicked(Number(e.target.value))}
            >
              {candidates.map((a, i) => (
                <option key={i} value={i}>
                  {mine && previews[i] ? '⚄ ' : ''}
                  {inputText(game, view, deciding, a, t, lang)}
                </option>
              ))}
            </select>
          ) : (
            <span className="small-print">{state.refused ? '—' : t('whatIf.loading')}</span>
          )}
        </label>
      )}
      {(deciding !== null || pending?.kind === 'chance') && (
        <>
          <fieldset className="wi-policy">
            <legend>{t('whatIf.policy')}</legend>
            {POLICIES.map((p) => (
              <label key={p}>
                <input
                  type="radio"
                  name="whatif-policy"
                  value={p}
                  data-testid={`whatif-policy-${p}`}
                  checked={policy === p}
                  onChange={() => setPolicy(p)}
                />{' '}
                {t(`whatIf.policies.${p}`)}
              </label>
            ))}
          </fieldset>
          <div className="buttons">
            <button
              type="button"
              className="primary small"
              data-testid="whatif-compute"
              disabled={state.waiting > 0 || (deciding !== null && chosen === undefined)}
              onClick={() => onAsk(deciding !== null ? chosen : undefined, policy)}
            >
              {state.waiting > 0 ? t('whatIf.computing') : t('whatIf.compute')}
            </button>
          </div>
        </>
      )}
      {state.refused && (
        <p className="wi-refused" role="alert" data-testid="whatif-refused" data-code={state.refused.code}>
          {lang === 'en' ? state.refused.en : state.refused.message}
        </p>
      )}
      {answer && (
        <div className="wi-answer" data-testid="whatif-answer">
          {answer.inputs !== inputs && (
            <p className="small-print wi-stale" data-testid="whatif-stale">
              {t('whatIf.stale')}
            </p>
          )}
          <p className="wi-for">
            <strong>{inputText(game, view, answer.seat, answer.input, t, lang)}</strong>
            {answer.seat !== null && <> · {seatName(answer.seat, lang)}</>} ·{' '}
            {t(`whatIf.policies.${answer.policy}`)}
          </p>
          {answer.hidden && <p className="small-print">{t('whatIf.hidden')}</p>}
          <h4>{t('whatIf.ends')}</h4>
          <ul className="wi-ends" data-testid="whatif-ends">
            {answer.result.ends.map((e, i) => (
              <li key={i}>
                <span className="wi-label">{stopText(e.stop, t, w.hidden, lang).replace(/^→\s*/, '')}</span>
                <span className="wi-fig">
                  <Bar p={valueOf(e.p)} />
                  <strong>{pct(valueOf(e.p), lang)}</strong> <span className="wi-exact">{e.p}</span>
                </span>
              </li>
            ))}
          </ul>
          <h4>{t('whatIf.tree')}</h4>
          {large && <p className="small-print">{t('whatIf.large', { n: countNodes(answer.result.tree) })}</p>}
          <div className="wi-tree" data-testid="whatif-tree">
            <Nodes nodes={answer.result.tree} parent="1" depth={large ? OPEN_DEPTH - 1 : 0} w={w} />
          </div>
        </div>
      )}
    </section>
  );
}
