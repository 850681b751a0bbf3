/**
 * Shared plane geometry for the continuous-space games (Spark Ball, OSOI): pure, deterministic, no I/O.
 * Only + − × ÷ and Math.sqrt decide anything that enters a state; directions come from tables; positions in
 * states are integers on a quantisation grid. See docs/geometry.md.
 */
export * from './quantise.ts';
export * from './exact.ts';
export * from './distance.ts';
export * from './disc.ts';
export * from './swept.ts';
export * from './direction.ts';
export * from './walls.ts';
export * from './polygon.ts';
export * from './nearest.ts';
export * from './step-aside.ts';
export * from './around.ts';
