/**
 * Spark Ball's dice pad at a real table (SB-R-63, C-7, `input.tableMode`): a distance roll takes the faces and,
 * optionally, the distance the referee measured (empty = the computed one); a scatter roll is typed as HIT or
 * ARROW with its distance dice, its direction as degrees, a clock hour or a compass point. The rules' own
 * conversion (`requestTableFaces`, src/games/spark-ball/table.ts) turns them into the faces the server expects,
 * and refuses with the rule's message a direction the match's die cannot show.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChanceRequest } from '../../../src/engine/types.ts';
import { requestTableFaces } from '../../../src/games/spark-ball/table.ts';
import { readFaces, useLang } from './common.tsx';

/** The longest distance a referee may type (the pitch's diagonal, `MAX_MEASURED` in table.ts). */
const MAX_MEASURED = 25;

/** True when the table-mode pad has something to add to the plain faces for this roll. */
export function tablePadFor(request: ChanceRequest): boolean {
  return (
    request.measure !== undefined ||
    request.label === 'sb.roll.scatterDice' ||
    request.label === 'sb.roll.direction'
  );
}

type DirectionKind = 'compass' | 'clock' | 'degrees';

export function TablePad({
  request,
  onSend,
}: {
  request: ChanceRequest;
  onSend: (faces: number[], measured?: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [faces, setFaces] = useState('');
  const [measured, setMeasured] = useState('');
  const [result, setResult] = useState<'HIT' | 'ARROW'>('ARROW');
  const [kind, setKind] = useState<DirectionKind>('compass');
  const [direction, setDirection] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const scatter = request.label === 'sb.roll.scatterDice';
  const isDirection = request.label === 'sb.roll.direction';
  const distanceDice = scatter ? Number(/^(\d*)d/.exec(request.dice)?.[1] || 1) - 1 : 0;
  const inches = (d: number) => (lang === 'fr' ? String(d).replace('.', ',') : String(d));
  const sides = Number(/d(\d+)$/.exec(request.dice)?.[1]);
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setProblem(null);
    };
  const converted = (entry: unknown): number[] | null => {
    const r = requestTableFaces(request, entry);
    if (r === null || r.ok) return r?.value ?? null;
    setProblem(lang === 'en' ? r.error.en : r.error.message);
    return null;
  };
  const submit = () => {
    if (isDirection) {
      const text = direction.trim().replace(',', '.');
      const entry = kind === 'compass' ? { compass: text } : { [kind]: text === '' ? NaN : Number(text) };
      const f = converted(entry);
      if (f === null) return;
      onSend(f);
      setDirection('');
      return;
    }
    let f: number[];
    if (scatter) {
      const dice: number[] = [];
      if (distanceDice > 0) {
        const read = readFaces(faces, `${distanceDice}d6`, t, lang);
        if (!read.ok) return setProblem(read.message);
        dice.push(...read.faces);
      }
      const c = converted({ result, distance: dice });
      if (c === null) return;
      f = c;
    } else {
      const read = readFaces(faces, request.dice, t, lang);
      if (!read.ok) return setProblem(read.message);
      f = read.faces;
    }
    let m: number | undefined;
    if (request.measure !== undefined && measured.trim() !== '') {
      m = Number(measured.trim().replace(',', '.'));
      if (!Number.isFinite(m) || m < 0 || m > MAX_MEASURED) {
        return setProblem(t('sbPad.measuredBad', { given: measured.trim(), max: MAX_MEASURED }));
      }
    }
    onSend(f, m);
    setFaces('');
    setMeasured('');
  };
  return (
    <form
      className="dice-pad table-pad"
      noValidate
      data-testid="table-pad"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {scatter && (
        <fieldset>
          <legend>{t('sbPad.scatter')}</legend>
          {(['HIT', 'ARROW'] as const).map((r) => (
            <label key={r} className="inline">
              <input
                type="radio"
                name="scatter-result"
                value={r}
                checked={result === r}
                onChange={() => edit(setResult)(r)}
                data-testid={`scatter-${r}`}
              />{' '}
              {t(r === 'HIT' ? 'sbPad.hit' : 'sbPad.arrow')}
            </label>
          ))}
        </fieldset>
      )}
      {isDirection ? (
        <>
          <p className="small-print" data-testid="direction-die">
            {t(sides === 360000 ? 'sbPad.directionAny' : 'sbPad.directionDie', {
              n: sides,
              step: 360 / sides,
            })}
          </p>
          <label>
            {t('sbPad.directionAs')}{' '}
            <select
              value={kind}
              onChange={(e) => edit(setKind)(e.target.value as DirectionKind)}
              data-testid="direction-kind"
            >
              <option value="compass">{t('sbPad.compass')}</option>
              <option value="clock">{t('sbPad.clock')}</option>
              <option value="degrees">{t('sbPad.degrees')}</option>
            </select>
          </label>
          <label>
            {t(`sbPad.${kind}Field`)}
            <input
              value={direction}
              onChange={(e) => edit(setDirection)(e.target.value)}
              inputMode={kind === 'compass' ? 'text' : 'decimal'}
              autoComplete="off"
              aria-invalid={problem !== null}
              data-testid="direction"
            />
          </label>
        </>
      ) : (
        (!scatter || distanceDice > 0) && (
          <label>
            {scatter
              ? t('sbPad.distanceDice', { n: distanceDice })
              : `${t('table.dicePad')} (${request.dice}) — ${t('table.faces')}`}
            <input
              value={faces}
              onChange={(e) => edit(setFaces)(e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={problem !== null}
              data-testid="faces"
            />
          </label>
        )
      )}
      {request.measure !== undefined && (
        <>
          <p className="small-print" data-testid="computed-distance">
            {t('sbPad.computed', { d: inches(request.measure.computed) })}
          </p>
          <label>
            {t('sbPad.measured')}
            <input
              value={measured}
              onChange={(e) => edit(setMeasured)(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder={inches(request.measure.computed)}
              data-testid="measured"
            />
          </label>
        </>
      )}
      {problem !== null && (
        <p className="refused" role="alert" data-testid="dice-problem">
          {problem}
        </p>
      )}
      <button type="submit">{t('table.sendDice')}</button>
    </form>
  );
}
