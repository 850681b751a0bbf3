/**
 * The OSOI battlefield editor (`/osoi/maps`): starts from MAP-1 or an empty table, places rectangles (drag) and
 * polygons (click the vertices, then click the first one or « Terminer ») of each terrain type (OS-TERR-9),
 * selects, moves (drag) and deletes pieces, resizes the table, and lists every problem in words (OS-TERR-1,
 * ARB-OS-93). Signed in, maps are saved to the account, loaded, renamed and deleted (osoiMap.ts).
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TERRAIN_TYPES, type MapSpec, type TerrainType } from '../../../src/games/osoi/map.ts';
import { useAccount } from '../account-api.ts';
import {
  addPiece,
  deletePiece,
  mapSummary,
  movePiece,
  onTable,
  pieceAt,
  rectFrom,
  resizeTable,
  retypePiece,
  startingMap,
  terrainLabel,
  type Pt,
} from '../osoiMap.ts';
import { mapsApi } from '../osoiSaved.ts';
import { Header, useLang } from './common.tsx';
import { SavedPanel, useSaved } from './OsoiSaved.tsx';

type Tool = 'select' | 'rect' | 'polygon';

/** Fill colours of the terrain types (the table's palette). */
export const TERRAIN_FILL: Record<TerrainType, string> = {
  grove: '#7fb069',
  denseWoods: '#3f7d3a',
  hedge: '#5b8c2a',
  lowWall: '#a39171',
  ruins: '#9c8f86',
  swamp: '#6e8f89',
  ford: '#6fa8dc',
  building: '#6b4f3a',
};

/** A drag in progress: drawing a rectangle from `from`, or moving piece `piece` from `from`. */
type Drag = { kind: 'rect'; from: Pt; to: Pt } | { kind: 'move'; piece: number; from: Pt; start: MapSpec };

export function OsoiMapEditor() {
  const { t } = useTranslation();
  const lang = useLang();
  const account = useAccount();
  const [map, setMap] = useState<MapSpec>(() => startingMap('map1'));
  const [tool, setTool] = useState<Tool>('rect');
  const [type, setType] = useState<TerrainType>('grove');
  const [selected, setSelected] = useState(-1);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [draft, setDraft] = useState<Pt[]>([]);
  const [hover, setHover] = useState<Pt | null>(null);
  const [link, setLink] = useState<{ id: string; revision: number } | null>(null);
  const { saved, run, notices } = useSaved(mapsApi.list, account);
  const svg = useRef<SVGSVGElement>(null);
  const summary = mapSummary(map);

  /** The map point under a pointer event (metres, snapped, on the table). */
  const at = (e: { clientX: number; clientY: number }): Pt => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return [0, 0];
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return onTable(map, [p.x, p.y]);
  };

  const closeDraft = (points: Pt[]) => {
    if (points.length >= 3) {
      setMap(addPiece(map, type, points));
      setSelected(map.features.length);
    }
    setDraft([]);
  };

  const down = (e: ReactPointerEvent<SVGSVGElement>) => {
    const p = at(e);
    if (tool === 'rect') {
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setDrag({ kind: 'rect', from: p, to: p });
    } else if (tool === 'select') {
      const i = pieceAt(map, p);
      setSelected(i);
      if (i >= 0) {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        setDrag({ kind: 'move', piece: i, from: p, start: map });
      }
    } else {
      // Polygon: a click near the first vertex closes it.
      const first = draft[0];
      const near = first && Math.hypot(first[0] - p[0], first[1] - p[1]) <= Math.max(0.6, map.width / 80);
      if (near && draft.length >= 3) closeDraft(draft);
      else setDraft([...draft, p]);
    }
  };
  const move = (e: ReactPointerEvent<SVGSVGElement>) => {
    const p = at(e);
    setHover(p);
    if (!drag) return;
    if (drag.kind === 'rect') setDrag({ ...drag, to: p });
    else setMap(movePiece(drag.start, drag.piece, p[0] - drag.from[0], p[1] - drag.from[1]));
  };
  const up = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (drag?.kind === 'rect') {
      const poly = rectFrom(drag.from, at(e));
      if (poly) {
        setMap(addPiece(map, type, poly));
        setSelected(map.features.length);
      }
    }
    setDrag(null);
  };

  const save = (asNew: boolean) =>
    run(async () => {
      const r =
        link && !asNew ? await mapsApi.update(link.id, map, link.revision) : await mapsApi.create(map);
      setLink({ id: r.id, revision: r.revision });
      return t('os.saved.savedAs', { name: r.name });
    });
  const load = (id: string) =>
    run(async () => {
      const r = await mapsApi.get(id);
      setMap(r.map);
      setLink({ id: r.id, revision: r.revision });
      setSelected(-1);
      setDraft([]);
      return t('os.saved.loaded', { name: r.name });
    });
  const rename = (id: string, name: string) =>
    run(async () => {
      const r = await mapsApi.get(id);
      const u = await mapsApi.update(id, { ...r.map, name }, r.revision);
      if (link?.id === id) {
        setLink({ id, revision: u.revision });
        setMap({ ...map, name });
      }
      return t('os.saved.renamed', { name: u.name });
    });
  const remove = (id: string) =>
    run(async () => {
      await mapsApi.remove(id);
      if (link?.id === id) setLink(null);
      return t('os.saved.deleted');
    });

  const fresh = (from: 'map1' | 'empty') => {
    setMap(startingMap(from, map.width, map.depth));
    setLink(null);
    setSelected(-1);
    setDraft([]);
  };

  const onKey = (e: React.KeyboardEvent) => {
    if ((e.key === 'Delete' || e.key === 'Backspace') && selected >= 0) {
      setMap(deletePiece(map, selected));
      setSelected(-1);
    } else if (e.key === 'Escape') {
      setDraft([]);
      setDrag(null);
    } else if (e.key === 'Enter' && draft.length >= 3) closeDraft(draft);
  };

  const rectPreview = drag?.kind === 'rect' ? rectFrom(drag.from, drag.to, 0) : null;
  const pts = (poly: readonly Pt[] | readonly [number, number][]) =>
    poly.map(([x, y]) => `${x},${y}`).join(' ');
  const stroke = Math.max(map.width, map.depth) / 300;
  const sel = map.features[selected];

  return (
    <div className="page">
      <Header>
        <span className="game-name">{t('os.map.title')}</span>
      </Header>
      <nav className="os-nav">
        <a href="/osoi/army">{t('os.saved.toArmies')}</a>
      </nav>
      <main className="os-map" data-testid="os-map">
        <div className="os-map-tools panel">
          <div className="os-row">
            <button
              type="button"
              className="small"
              data-testid="os-map-from-map1"
              onClick={() => fresh('map1')}
            >
              {t('os.map.fromMap1')}
            </button>
            <button
              type="button"
              className="small"
              data-testid="os-map-from-empty"
              onClick={() => fresh('empty')}
            >
              {t('os.map.empty')}
            </button>
          </div>
          <label>
            {t('os.map.name')}{' '}
            <input
              value={map.name}
              maxLength={80}
              data-testid="os-map-name"
              onChange={(e) => setMap({ ...map, name: e.target.value })}
            />
          </label>
          <div className="os-row">
            <label>
              {t('os.map.width')}{' '}
              <input
                type="number"
                min={5}
                max={500}
                value={map.width}
                data-testid="os-map-width"
                onChange={(e) => setMap(resizeTable(map, Number(e.target.value), map.depth))}
              />
            </label>
            <label>
              {t('os.map.depth')}{' '}
              <input
                type="number"
                min={5}
                max={500}
                value={map.depth}
                data-testid="os-map-depth"
                onChange={(e) => setMap(resizeTable(map, map.width, Number(e.target.value)))}
              />
            </label>
          </div>
          <div className="os-row os-map-toolset" role="radiogroup" aria-label={t('os.map.tool')}>
            {(['select', 'rect', 'polygon'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="radio"
                aria-checked={tool === k}
                className={tool === k ? 'small active' : 'small'}
                data-testid={`os-map-tool-${k}`}
                onClick={() => {
                  setTool(k);
                  setDraft([]);
                }}
              >
                {t(`os.map.tools.${k}`)}
              </button>
            ))}
          </div>
          <label>
            {t('os.map.terrain')}{' '}
            <select
              value={type}
              data-testid="os-map-type"
              onChange={(e) => setType(e.target.value as TerrainType)}
            >
              {TERRAIN_TYPES.map((k) => (
                <option key={k} value={k}>
                  {terrainLabel(k, lang)}
                </option>
              ))}
            </select>
          </label>
          <p className="small-print">{t(`os.map.help.${tool}`)}</p>
          {tool === 'polygon' && draft.length > 0 && (
            <div className="os-row">
              <button
                type="button"
                className="small"
                data-testid="os-map-finish"
                disabled={draft.length < 3}
                onClick={() => closeDraft(draft)}
              >
                {t('os.map.finish', { n: draft.length })}
              </button>
              <button type="button" className="small" onClick={() => setDraft([])}>
                {t('os.map.cancel')}
              </button>
            </div>
          )}
          {sel && (
            <div className="os-map-selected" data-testid="os-map-selected">
              <p>{t('os.map.selected', { n: selected + 1 })}</p>
              <select
                value={sel.type}
                aria-label={t('os.map.terrain')}
                onChange={(e) => setMap(retypePiece(map, selected, e.target.value as TerrainType))}
              >
                {TERRAIN_TYPES.map((k) => (
                  <option key={k} value={k}>
                    {terrainLabel(k, lang)}
                  </option>
                ))}
              </select>{' '}
              <button
                type="button"
                className="small"
                data-testid="os-map-delete"
                onClick={() => {
                  setMap(deletePiece(map, selected));
                  setSelected(-1);
                }}
              >
                {t('os.map.deletePiece')}
              </button>
            </div>
          )}
        </div>
        <div className="os-map-board panel">
          <svg
            ref={svg}
            className={`os-map-svg tool-${tool}`}
            data-testid="os-map-svg"
            viewBox={`${-stroke * 4} ${-stroke * 4} ${map.width + stroke * 8} ${map.depth + stroke * 8}`}
            preserveAspectRatio="xMidYMid meet"
            style={{ aspectRatio: `${map.width + stroke * 8} / ${map.depth + stroke * 8}` }}
            tabIndex={0}
            role="application"
            aria-label={t('os.map.board', { w: map.width, d: map.depth, n: map.features.length })}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerLeave={() => setHover(null)}
            onKeyDown={onKey}
          >
            <rect
              x={0}
              y={0}
              width={map.width}
              height={map.depth}
              className="os-map-table"
              strokeWidth={stroke}
            />
            {map.features.map((f, i) => (
              <polygon
                key={i}
                points={pts(f.polygon)}
                fill={TERRAIN_FILL[f.type]}
                className={i === selected ? 'os-map-piece selected' : 'os-map-piece'}
                strokeWidth={i === selected ? stroke * 2 : stroke}
                data-testid={`os-map-piece-${i}`}
                data-type={f.type}
              >
                <title>{`${i + 1}. ${terrainLabel(f.type, lang)}`}</title>
              </polygon>
            ))}
            {rectPreview && (
              <polygon
                points={pts(rectPreview)}
                fill={TERRAIN_FILL[type]}
                className="os-map-draft"
                strokeWidth={stroke}
              />
            )}
            {draft.length > 0 && (
              <polyline
                points={pts(hover ? [...draft, hover] : draft)}
                className="os-map-draft-line"
                stroke={TERRAIN_FILL[type]}
                strokeWidth={stroke * 2}
                fill="none"
              />
            )}
            {draft.map(([x, y], i) => (
              <circle key={i} cx={x} cy={y} r={stroke * (i === 0 ? 5 : 3)} className="os-map-vertex" />
            ))}
          </svg>
          <p className="small-print" data-testid="os-map-cursor">
            {hover ? t('os.map.cursor', { x: hover[0], y: hover[1] }) : '\u00a0'}
          </p>
        </div>
        <section className="panel os-map-pieces">
          <h3>{t('os.map.pieces', { n: map.features.length })}</h3>
          <ol>
            {map.features.map((f, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={i === selected ? 'link-like active' : 'link-like'}
                  onClick={() => {
                    setSelected(i);
                    setTool('select');
                  }}
                >
                  {terrainLabel(f.type, lang)}
                </button>
              </li>
            ))}
          </ol>
          {summary.valid ? (
            <p className="os-army-valid" data-testid="os-map-valid">
              {t('os.map.valid')}
            </p>
          ) : (
            <div className="os-army-problems" data-testid="os-map-problems">
              <p>{t('os.army.problems')}</p>
              <ul>
                {summary.problems.map((p, i) => (
                  <li key={i}>
                    {lang === 'en' ? p.en : p.fr} {p.rule && <span className="small-print">[{p.rule}]</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {account && (
            <div className="os-row">
              <button
                type="button"
                data-testid="os-map-save"
                disabled={!summary.valid}
                onClick={() => void save(false)}
              >
                {link ? t('os.saved.saveChanges') : t('os.saved.save')}
              </button>
              {link && (
                <button type="button" className="small" onClick={() => void save(true)}>
                  {t('os.saved.saveNew')}
                </button>
              )}
            </div>
          )}
          {notices}
        </section>
        <SavedPanel
          signedIn={account}
          items={saved.map((m) => ({
            id: m.id,
            name: m.name,
            detail: t('os.saved.mapDetail', { w: m.width, d: m.depth, n: m.features }),
          }))}
          title={t('os.saved.maps')}
          empty={t('os.saved.noMaps')}
          testid="os-saved-maps"
          loadLabels={[t('os.saved.load')]}
          onLoad={(id) => void load(id)}
          onRename={(id, name) => void rename(id, name)}
          onDelete={(id) => void remove(id)}
        />
      </main>
    </div>
  );
}
