/**
 * A battlefield's sanity (OS-TERR-1, ARB-OS-93): every problem of a map spec, in French and English, for the
 * battlefield editor and the server that stores maps. Each feature must be a simple polygon (no edge crossing
 * another, no zero-length edge) of positive area lying on the table, boundary included. Exact on the
 * millimetre grid the battle uses (`buildBattlefield` rounds to it), so integer arithmetic only.
 */
import type { RuleError } from '../../engine/types.ts';
import { TERRAIN, type MapSpec } from './map.ts';
import { MM } from './state.ts';

const problem = (code: string, rule: string, fr: string, en: string): RuleError => ({
  code,
  rule,
  message: fr,
  en,
});

type P = [number, number];

/** Sign of the cross product (b − a) × (c − a). */
function orient(a: P, b: P, c: P): number {
  return Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
}

/** True when c, collinear with a–b, lies within the segment's bounding box. */
function within(a: P, b: P, c: P): boolean {
  return (
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1])
  );
}

/** True when segments a–b and c–d share a point (touching counts). */
export function segmentsMeet(a: P, b: P, c: P, d: P): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && within(a, b, c)) ||
    (o2 === 0 && within(a, b, d)) ||
    (o3 === 0 && within(c, d, a)) ||
    (o4 === 0 && within(c, d, b))
  );
}

/** Twice the signed area of a polygon (shoelace). */
export function doubleArea(poly: readonly P[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s;
}

/**
 * True when a polygon is simple: no zero-length edge, and no two edges meet except adjacent ones at their
 * shared vertex (an adjacent pair folding back onto itself counts as crossing).
 */
export function isSimple(poly: readonly P[]): boolean {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    if (a[0] === b[0] && a[1] === b[1]) return false;
  }
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const c = poly[j]!;
      const d = poly[(j + 1) % n]!;
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (!adjacent) {
        if (segmentsMeet(a, b, c, d)) return false;
        continue;
      }
      // Adjacent edges share one vertex; they must not overlap along a line (a fold back).
      const shared = j === i + 1 ? b : a;
      const other1 = j === i + 1 ? a : b;
      const other2 = j === i + 1 ? d : c;
      if (orient(other1, shared, other2) === 0 && within(other1, other2, shared) === false) return false;
    }
  }
  return true;
}

/** A feature's name for messages: its place (1-based), its own name or its type's. */
function label(i: number, name: string | undefined, type: keyof typeof TERRAIN): { fr: string; en: string } {
  const t = TERRAIN[type];
  return {
    fr: `Pièce ${i + 1} (${name ?? t.fr})`,
    en: `Piece ${i + 1} (${name ?? t.en})`,
  };
}

/**
 * Every problem of a map (an empty list when it is sound): for each feature, a vertex off the table, a polygon
 * that is not simple, or one without area (OS-TERR-1, ARB-OS-93). Coordinates are compared in millimetres.
 */
export function mapProblems(spec: MapSpec): RuleError[] {
  const problems: RuleError[] = [];
  const w = Math.round(spec.width * MM);
  const d = Math.round(spec.depth * MM);
  spec.features.forEach((f, i) => {
    const l = label(i, f.name, f.type);
    const poly = f.polygon.map(([x, y]) => [Math.round(x * MM), Math.round(y * MM)] as P);
    const off = poly.findIndex(([x, y]) => x < 0 || y < 0 || x > w || y > d);
    if (off >= 0) {
      const [x, y] = f.polygon[off]!;
      problems.push(
        problem(
          'map.outside',
          'ARB-OS-93',
          `${l.fr} : le sommet ${off + 1} (${x} ; ${y}) sort de la table ; les sommets vont de 0 à ${spec.width} m en x et de 0 à ${spec.depth} m en y.`,
          `${l.en}: vertex ${off + 1} (${x}, ${y}) is off the table; vertices go from 0 to ${spec.width} m in x and 0 to ${spec.depth} m in y.`,
        ),
      );
    }
    if (poly.length < 3) {
      problems.push(
        problem(
          'map.vertices',
          'OS-TERR-1',
          `${l.fr} : ${poly.length} sommet(s) ; un polygone en a au moins 3.`,
          `${l.en}: ${poly.length} vertex(es); a polygon has at least 3.`,
        ),
      );
      return;
    }
    if (!isSimple(poly)) {
      problems.push(
        problem(
          'map.notSimple',
          'OS-TERR-1',
          `${l.fr} : ses côtés se croisent ou deux sommets se suivent au même point ; une pièce est un polygone simple (côtés qui ne se coupent pas).`,
          `${l.en}: its edges cross or two consecutive vertices are the same point; a piece is a simple polygon (edges that do not cross).`,
        ),
      );
    } else if (doubleArea(poly) === 0) {
      problems.push(
        problem(
          'map.flat',
          'OS-TERR-1',
          `${l.fr} : son aire est nulle (sommets alignés) ; une pièce doit couvrir une surface.`,
          `${l.en}: its area is zero (vertices in a line); a piece must cover some ground.`,
        ),
      );
    }
  });
  return problems;
}
