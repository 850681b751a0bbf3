/**
 * HTTP calls of the OSOI items saved by the signed-in account (docs/protocol.md, "OSOI saved armies and maps"):
 * army lists (the builder) and battlefields (the editor). Apart from osoiArmy.ts and osoiMap.ts, which stay
 * free of the browser's APIs for the node tests.
 */
import type { ArmyList } from '../../src/games/osoi/army.ts';
import type { MapSpec } from '../../src/games/osoi/map.ts';
import { call } from './api.ts';

/** A saved list as listed (docs/protocol.md, "OSOI saved armies and maps"). */
export interface SavedArmyInfo {
  id: string;
  name: string;
  revision: number;
  budget: number;
  cost: number;
  figures: number;
  units: number;
  createdAt: string;
  updatedAt: string;
}

/** A saved list with the list itself. */
export interface SavedArmy extends SavedArmyInfo {
  list: ArmyList;
}

/** The signed-in account's saved lists; a list with problems is refused with every one of them (`details`). */
export const armiesApi = {
  list: () => call<SavedArmyInfo[]>('GET', '/api/osoi/armies'),
  get: (id: string) => call<SavedArmy>('GET', `/api/osoi/armies/${encodeURIComponent(id)}`),
  create: (list: ArmyList, budget: number) => call<SavedArmy>('POST', '/api/osoi/armies', { list, budget }),
  update: (id: string, list: ArmyList, budget: number, revision: number) =>
    call<SavedArmy>('PUT', `/api/osoi/armies/${encodeURIComponent(id)}`, { list, budget, revision }),
  remove: (id: string) => call<null>('DELETE', `/api/osoi/armies/${encodeURIComponent(id)}`),
};

/** A saved map as listed. */
export interface SavedMapInfo {
  id: string;
  name: string;
  revision: number;
  width: number;
  depth: number;
  features: number;
  createdAt: string;
  updatedAt: string;
}

/** A saved map with the map itself. */
export interface SavedMap extends SavedMapInfo {
  map: MapSpec;
}

/** The signed-in account's saved maps. */
export const mapsApi = {
  list: () => call<SavedMapInfo[]>('GET', '/api/osoi/maps'),
  get: (id: string) => call<SavedMap>('GET', `/api/osoi/maps/${encodeURIComponent(id)}`),
  create: (map: MapSpec) => call<SavedMap>('POST', '/api/osoi/maps', { map }),
  update: (id: string, map: MapSpec, revision: number) =>
    call<SavedMap>('PUT', `/api/osoi/maps/${encodeURIComponent(id)}`, { map, revision }),
  remove: (id: string) => call<null>('DELETE', `/api/osoi/maps/${encodeURIComponent(id)}`),
};
