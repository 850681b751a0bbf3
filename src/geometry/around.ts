/**
 * The shortest path of a disc around other discs into contact with a target disc (Spark Ball's
 * `charge.pathing = shortestAround`, SB-R-28). Obstacles are the other bases inflated by the mover's radius
 * (centre and R = r_mover + r_base); the goal is the circle of radius S = r_mover + r_target around the target's
 * centre. A shortest path among discs is made of tangent segments and arcs of the inflated circles, so the
 * graph below holds every tangent point (from the start, from the target's centre, between two circles, from
 * the points where an obstacle's circle meets the goal circle) and is searched with Dijkstra.
 *
 * Only + − × ÷ and Math.sqrt: an arc's angle is found by halving it (half-angle formulas) until it is below
 * 0.05 rad and summing the arctangent series there, so a length is exact to about 1e-9 quanta; the arc is
 * drawn as the polygon circumscribed about it, vertices every ≤ 0.05 rad, so the polyline stays outside the
 * obstacle (by at most R·φ²/8 ≈ 0.31 quanta for R = 1000) and its points can be quantised. See docs/geometry.md.
 */
import { pseudoAngle } from './nearest.ts';

/** A path found by `shortestAround`: its length, its waypoints after the start (floats), and its end. */
export interface AroundPath {
  length: number;
  /** Flat x, y of each waypoint after the start, the end last (tangent points, arc polygon vertices). */
  points: number[];
  endX: number;
  endY: number;
}

/** A fresh out-object for `shortestAround`. */
export function aroundPath(): AroundPath {
  return { length: Infinity, points: [], endX: 0, endY: 0 };
}

/** Float tolerance of the clearance checks, in the caller's units (the graph is built at exact tangency). */
const TOL = 1e-6;
/** The largest arc piece drawn as one corner of the circumscribed polygon, in radians. */
const PIECE = 0.05;

/**
 * The clockwise angle (seen with +y up and +x right: from +y towards +x, the pitch's convention) turning unit
 * vector u into unit vector v, in [0, 2π), from c = u·v and s = the clockwise sine; also the number of halvings
 * `k` and the cosine and sine of the piece θ / 2^k (≤ 0.05 rad) in `piece`.
 */
export function clockwiseAngle(c: number, s: number, piece?: { k: number; c: number; s: number }): number {
  let C = Math.min(1, Math.max(-1, c));
  let S = s;
  let k = 0;
  // First halving from [0, 2π) to [0, π): the sign of cos(θ/2) is the sign of sin θ (θ > π when S < 0).
  if (!(S === 0 && C === 1)) {
    if (C >= 0) {
      const c2 = (S >= 0 ? 1 : -1) * Math.sqrt((1 + C) / 2);
      S = S / (2 * c2);
      C = c2;
    } else {
      const s2 = Math.sqrt((1 - C) / 2);
      C = S / (2 * s2);
      S = s2;
    }
    k = 1;
    // Then halve within [0, π) until the piece is small, choosing the formula without cancellation.
    while (S > PIECE || C < 0) {
      if (C >= 0) {
        const c2 = Math.sqrt((1 + C) / 2);
        S = S / (2 * c2);
        C = c2;
      } else {
        const s2 = Math.sqrt((1 - C) / 2);
        C = S / (2 * s2);
        S = s2;
      }
      k++;
    }
  } else S = 0;
  if (piece) {
    piece.k = k;
    piece.c = C;
    piece.s = S;
  }
  // arctan(t) = t − t³/3 + t⁵/5 − t⁷/7 + t⁹/9 for t = tan φ ≤ 0.0501 (next term below 1e-13·t).
  const t = S / C;
  const t2 = t * t;
  const phi = t * (1 - t2 * (1 / 3 - t2 * (1 / 5 - t2 * (1 / 7 - t2 / 9))));
  let scale = 1;
  for (let j = 0; j < k; j++) scale *= 2;
  return phi * scale;
}

interface Circle {
  x: number;
  y: number;
  r: number;
}

/** Squared distance from (px, py) to segment AB. */
function segDist2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/**
 * The shortest path of a point from A into the circle of radius `s` around T, outside every obstacle circle
 * (flat x, y, R triples) and inside the box, if one exists whose length is at most `maxLength`... or longer:
 * obstacles farther than `maxLength` from A are ignored, so a length above `maxLength` is a lower bound (no
 * path that short exists). Writes `out` and returns the length, Infinity when the goal cannot be reached.
 */
export function shortestAround(
  ax: number,
  ay: number,
  tx: number,
  ty: number,
  s: number,
  obstacles: readonly number[],
  box: { minX: number; minY: number; maxX: number; maxY: number },
  maxLength: number,
  out: AroundPath,
): number {
  out.length = Infinity;
  out.points = [];
  const circles: Circle[] = [];
  // Nodes: position, circle (−1 for none), and the extra length to the goal (Infinity if none) with its end.
  const nx: number[] = [];
  const ny: number[] = [];
  const nc: number[] = [];
  const goal: number[] = [];
  const gx: number[] = [];
  const gy: number[] = [];
  const edges: { to: number; w: number; arc: number }[][] = [];
  const addNode = (x: number, y: number, c: number): number => {
    nx.push(x);
    ny.push(y);
    nc.push(c);
    goal.push(Infinity);
    gx.push(0);
    gy.push(0);
    edges.push([]);
    return nx.length - 1;
  };
  for (let i = 0; i + 2 < obstacles.length; i += 3) {
    const x = obstacles[i]!;
    const y = obstacles[i + 1]!;
    let r = obstacles[i + 2]!;
    const d = Math.sqrt((x - ax) * (x - ax) + (y - ay) * (y - ay));
    if (d - r > maxLength + 1) continue;
    // A start touching an obstacle (within the rules' ε) is put on its circle.
    if (d < r) r = d;
    circles.push({ x, y, r });
  }
  const inBox = (x: number, y: number): boolean =>
    x >= box.minX - TOL && x <= box.maxX + TOL && y >= box.minY - TOL && y <= box.maxY + TOL;
  /** A point strictly inside a circle other than `skip` (or inside the goal disc), or out of the box. */
  const blockedPoint = (x: number, y: number, skip: number, goalToo: boolean): boolean => {
    if (!inBox(x, y)) return true;
    for (let k = 0; k < circles.length; k++) {
      if (k === skip) continue;
      const c = circles[k]!;
      const dx = x - c.x;
      const dy = y - c.y;
      if (dx * dx + dy * dy < (c.r - TOL) * (c.r - TOL)) return true;
    }
    if (goalToo && (x - tx) * (x - tx) + (y - ty) * (y - ty) < (s - TOL) * (s - TOL)) return true;
    return false;
  };
  const clearSegment = (px: number, py: number, qx: number, qy: number): boolean => {
    for (const c of circles) {
      const m = c.r - TOL;
      if (m > 0 && segDist2(c.x, c.y, px, py, qx, qy) < m * m) return false;
    }
    const m = s - TOL;
    return segDist2(tx, ty, px, py, qx, qy) >= m * m;
  };
  const link = (a: number, b: number): void => {
    if (!clearSegment(nx[a]!, ny[a]!, nx[b]!, ny[b]!)) return;
    const dx = nx[b]! - nx[a]!;
    const dy = ny[b]! - ny[a]!;
    const w = Math.sqrt(dx * dx + dy * dy);
    edges[a]!.push({ to: b, w, arc: 0 });
    edges[b]!.push({ to: a, w, arc: 0 });
  };
  /** Tangent points from P to circle i (on the circle), as nodes; P on the circle gives P itself. */
  const tangentsFrom = (px: number, py: number, i: number): number[] => {
    const c = circles[i]!;
    const vx = px - c.x;
    const vy = py - c.y;
    const d2 = vx * vx + vy * vy;
    const r2 = c.r * c.r;
    if (d2 < r2 || d2 === 0) return [];
    const h = Math.sqrt(d2 - r2);
    const list: number[] = [];
    for (const sign of [1, -1]) {
      const x = c.x + (r2 * vx - sign * c.r * h * vy) / d2;
      const y = c.y + (r2 * vy + sign * c.r * h * vx) / d2;
      if (!blockedPoint(x, y, i, true)) list.push(addNode(x, y, i));
    }
    return list;
  };

  const start = addNode(ax, ay, -1);
  // The straight approach from A.
  const radial = (n: number): void => {
    const px = nx[n]!;
    const py = ny[n]!;
    const d = Math.sqrt((px - tx) * (px - tx) + (py - ty) * (py - ty));
    if (d < s - TOL) return;
    const ex = d <= s ? px : tx + ((px - tx) * s) / d;
    const ey = d <= s ? py : ty + ((py - ty) * s) / d;
    if (blockedPoint(ex, ey, -1, false) || !clearSegment(px, py, ex, ey)) return;
    const w = Math.max(0, d - s);
    if (w < goal[n]!) {
      goal[n] = w;
      gx[n] = ex;
      gy[n] = ey;
    }
  };
  radial(start);
  for (let i = 0; i < circles.length; i++) {
    const c = circles[i]!;
    // The start on this circle.
    if ((ax - c.x) * (ax - c.x) + (ay - c.y) * (ay - c.y) <= c.r * c.r * (1 + 1e-12)) {
      const on = addNode(ax, ay, i);
      edges[start]!.push({ to: on, w: 0, arc: 0 });
    }
    for (const n of tangentsFrom(ax, ay, i)) link(start, n);
    // Departures straight at the target's centre.
    for (const n of tangentsFrom(tx, ty, i)) radial(n);
  }
  // Bitangents: n·(c2 − c1) = δ, δ = R2 − R1 (outer) or −(R1 + R2) (inner); tangent points c1 − R1·n and
  // c2 − R2·n (outer) or c2 + R2·n (inner).
  for (let i = 0; i < circles.length; i++) {
    for (let j = i + 1; j < circles.length; j++) {
      const a = circles[i]!;
      const b = circles[j]!;
      const vx = b.x - a.x;
      const vy = b.y - a.y;
      const d2 = vx * vx + vy * vy;
      for (const inner of [false, true]) {
        const delta = inner ? -(a.r + b.r) : b.r - a.r;
        if (d2 <= delta * delta) continue;
        const h = Math.sqrt(d2 - delta * delta);
        for (const sign of [1, -1]) {
          const ux = (delta * vx - sign * h * vy) / d2;
          const uy = (delta * vy + sign * h * vx) / d2;
          const p1x = a.x - a.r * ux;
          const p1y = a.y - a.r * uy;
          const k = inner ? 1 : -1;
          const p2x = b.x + k * b.r * ux;
          const p2y = b.y + k * b.r * uy;
          if (blockedPoint(p1x, p1y, i, true) || blockedPoint(p2x, p2y, j, true)) continue;
          link(addNode(p1x, p1y, i), addNode(p2x, p2y, j));
        }
      }
    }
  }
  // Where two circles cross (corners of the free space), and where an obstacle's circle meets the goal circle
  // (an end in contact with the target and touching that base).
  const crossings = (a: Circle, b: Circle, both: (x: number, y: number) => void): void => {
    const vx = b.x - a.x;
    const vy = b.y - a.y;
    const d2 = vx * vx + vy * vy;
    const d = Math.sqrt(d2);
    if (d === 0 || d >= a.r + b.r || d <= Math.abs(a.r - b.r)) return;
    const along = (d2 + a.r * a.r - b.r * b.r) / (2 * d);
    const h = Math.sqrt(Math.max(0, a.r * a.r - along * along));
    const mx = a.x + (along * vx) / d;
    const my = a.y + (along * vy) / d;
    both(mx - (h * vy) / d, my + (h * vx) / d);
    both(mx + (h * vy) / d, my - (h * vx) / d);
  };
  const target: Circle = { x: tx, y: ty, r: s };
  for (let i = 0; i < circles.length; i++) {
    for (let j = 0; j < circles.length; j++) {
      if (j === i) continue;
      crossings(circles[i]!, circles[j]!, (x, y) => {
        if (!blockedPoint(x, y, i, true)) addNode(x, y, i);
      });
    }
    crossings(circles[i]!, target, (x, y) => {
      if (blockedPoint(x, y, i, false)) return;
      const n = addNode(x, y, i);
      goal[n] = 0;
      gx[n] = x;
      gy[n] = y;
      // Reached straight from the start or from a tangent point on another circle.
      link(start, n);
      for (let j = 0; j < circles.length; j++) if (j !== i) for (const m of tangentsFrom(x, y, j)) link(m, n);
    });
  }
  // Arcs between consecutive nodes of each circle, clockwise, unless their middle is blocked or they leave the
  // box (an axis extreme of the circle inside the arc).
  const piece = { k: 0, c: 1, s: 0 };
  for (let i = 0; i < circles.length; i++) {
    const c = circles[i]!;
    const on: number[] = [];
    for (let n = 0; n < nx.length; n++) if (nc[n] === i) on.push(n);
    if (on.length < 2) continue;
    const pa = on.map((n) => pseudoAngle(nx[n]! - c.x, ny[n]! - c.y));
    const order = on.map((_, k) => k).sort((p, q) => pa[p]! - pa[q]! || on[p]! - on[q]!);
    for (let k = 0; k < order.length; k++) {
      const from = on[order[k]!]!;
      const to = on[order[(k + 1) % order.length]!]!;
      const w = arcLength(c, nx[from]!, ny[from]!, nx[to]!, ny[to]!, piece);
      if (w === 0) {
        edges[from]!.push({ to, w: 0, arc: 0 });
        edges[to]!.push({ to: from, w: 0, arc: 0 });
        continue;
      }
      // The middle of the arc: u turned clockwise by θ/2.
      const ux = (nx[from]! - c.x) / c.r;
      const uy = (ny[from]! - c.y) / c.r;
      const half = halfOf(c, nx[from]!, ny[from]!, nx[to]!, ny[to]!);
      const mx = c.x + c.r * (ux * half.c + uy * half.s);
      const my = c.y + c.r * (-ux * half.s + uy * half.c);
      if (blockedPoint(mx, my, i, true)) continue;
      const paFrom = pa[order[k]!]!;
      const span = (pa[order[(k + 1) % order.length]!]! - paFrom + 4) % 4 || 4;
      let out = false;
      for (const [ex, ey] of [
        [0, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
      ] as const) {
        const e = (pseudoAngle(ex, ey) - paFrom + 4) % 4;
        if (e > 0 && e < span && !inBox(c.x + ex * c.r, c.y + ey * c.r)) out = true;
      }
      if (out) continue;
      // 1: clockwise along the edge's direction; 2: the same arc walked back.
      edges[from]!.push({ to, w, arc: 1 });
      edges[to]!.push({ to: from, w, arc: 2 });
    }
  }
  // Dijkstra from the start (a few hundred nodes at most).
  const n = nx.length;
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const prevArc = new Uint8Array(n);
  const done = new Uint8Array(n);
  dist[start] = 0;
  for (;;) {
    let u = -1;
    for (let v = 0; v < n; v++) if (!done[v] && dist[v]! < Infinity && (u < 0 || dist[v]! < dist[u]!)) u = v;
    if (u < 0) break;
    done[u] = 1;
    for (const e of edges[u]!) {
      const alt = dist[u]! + e.w;
      if (alt < dist[e.to]!) {
        dist[e.to] = alt;
        prev[e.to] = u;
        prevArc[e.to] = e.arc;
      }
    }
  }
  let best = -1;
  let bestLen = Infinity;
  for (let v = 0; v < n; v++) {
    const total = dist[v]! + goal[v]!;
    if (total < bestLen) {
      bestLen = total;
      best = v;
    }
  }
  if (best < 0) return Infinity;
  const chain: number[] = [];
  for (let v = best; v >= 0; v = prev[v]!) chain.push(v);
  chain.reverse();
  const points: number[] = [];
  for (let k = 1; k < chain.length; k++) {
    const to = chain[k]!;
    const from = chain[k - 1]!;
    if (prevArc[to] === 1) arcPolygon(circles[nc[to]!]!, nx[from]!, ny[from]!, nx[to]!, ny[to]!, points);
    else if (prevArc[to] === 2) {
      const back: number[] = [];
      arcPolygon(circles[nc[to]!]!, nx[to]!, ny[to]!, nx[from]!, ny[from]!, back);
      for (let k = back.length - 2; k >= 0; k -= 2) points.push(back[k]!, back[k + 1]!);
    }
    points.push(nx[to]!, ny[to]!);
  }
  if (goal[best]! > 0) points.push(gx[best]!, gy[best]!);
  // Consecutive equal points (zero-length links) are dropped.
  const clean: number[] = [];
  let lx = ax;
  let ly = ay;
  for (let k = 0; k < points.length; k += 2) {
    if (points[k] === lx && points[k + 1] === ly) continue;
    lx = points[k]!;
    ly = points[k + 1]!;
    clean.push(lx, ly);
  }
  out.length = bestLen;
  out.points = clean;
  out.endX = gx[best]!;
  out.endY = gy[best]!;
  return bestLen;
}

/** The clockwise angle's cosine and sine terms from (px, py) to (qx, qy) on circle c. */
function turn(c: Circle, px: number, py: number, qx: number, qy: number): { c: number; s: number } {
  const ux = (px - c.x) / c.r;
  const uy = (py - c.y) / c.r;
  const vx = (qx - c.x) / c.r;
  const vy = (qy - c.y) / c.r;
  return { c: ux * vx + uy * vy, s: uy * vx - ux * vy };
}

/** The length of the clockwise arc of circle c from P to Q. */
function arcLength(
  c: Circle,
  px: number,
  py: number,
  qx: number,
  qy: number,
  piece: { k: number; c: number; s: number },
): number {
  if (px === qx && py === qy) return 0;
  const t = turn(c, px, py, qx, qy);
  return c.r * clockwiseAngle(t.c, t.s, piece);
}

/** Cosine and sine of half the clockwise angle from P to Q on circle c (its first halving). */
function halfOf(c: Circle, px: number, py: number, qx: number, qy: number): { c: number; s: number } {
  const t = turn(c, px, py, qx, qy);
  const C = Math.min(1, Math.max(-1, t.c));
  if (C >= 0) {
    const c2 = (t.s >= 0 ? 1 : -1) * Math.sqrt((1 + C) / 2);
    return { c: c2, s: t.s / (2 * c2) };
  }
  const s2 = Math.sqrt((1 - C) / 2);
  return { c: t.s / (2 * s2), s: s2 };
}

/**
 * The vertices of the polygon circumscribed about the clockwise arc of circle c from P to Q, with 2^k corners
 * of θ/2^k ≤ 0.05 rad: vertex j at angle (j + ½)·φ and radius R / cos(φ/2), pushed to `points` (not P or Q).
 */
function arcPolygon(c: Circle, px: number, py: number, qx: number, qy: number, points: number[]): void {
  const piece = { k: 0, c: 1, s: 0 };
  arcLength(c, px, py, qx, qy, piece);
  let count = 1;
  for (let j = 0; j < piece.k; j++) count *= 2;
  // cos and sin of φ/2: one more halving.
  const hc = Math.sqrt((1 + piece.c) / 2);
  const hs = piece.s / (2 * hc);
  const far = c.r / hc;
  let ux = (px - c.x) / c.r;
  let uy = (py - c.y) / c.r;
  // The first vertex at φ/2, then each next one φ further (clockwise).
  let wx = ux * hc + uy * hs;
  let wy = -ux * hs + uy * hc;
  for (let j = 0; j < count; j++) {
    points.push(c.x + far * wx, c.y + far * wy);
    ux = wx * piece.c + wy * piece.s;
    uy = -wx * piece.s + wy * piece.c;
    // Renormalise against drift over many corners.
    const norm = Math.sqrt(ux * ux + uy * uy);
    wx = ux / norm;
    wy = uy / norm;
  }
}
