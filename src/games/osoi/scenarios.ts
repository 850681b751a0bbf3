/**
 * Scenarios (OS-SCEN-1..3, OS-SETUP-6) as data: deployment, roles, budgets, surprise windows (OS-SURP-3),
 * conditions (OS-TERR-6), objects (OS-SURP-4), scenario special actions (OS-SPECIAL-7) and objective VP.
 */
export type ActionKind = 'move' | 'shoot' | 'melee' | 'special';

/** OS-TERR-6: a condition adds its difficulty to tests of the listed kinds (only inside tagged features if it has tags). */
export interface Condition {
  name: string;
  testKinds: ActionKind[];
  featureTags?: string[];
  difficulty: number;
}

/** OS-SURP-3: attacks of these kinds by `role`'s side during these rounds target surprised units. */
export interface SurpriseWindow {
  /** 0: the side holding the scenario's first role; 1: the other. */
  role: number;
  rounds: number[];
  actionKinds: ActionKind[];
}

/** OS-SURP-4: a scenario object (metres in the data). */
export interface ScenarioObject {
  id: string;
  fr: string;
  en: string;
  x: number;
  y: number;
  radius: number;
  health: number;
  cover: number;
  /** Roles whose units may target it. */
  attackableBy: number[];
  /** OS-SURP-4 « the scenario's effect »: victory points the role scores when it is destroyed. */
  destroyedVP: { role: number; vp: number } | null;
  /** Victory points the role scores if the object is intact at the end (OS-SCEN-3). */
  intactVP: { role: number; vp: number } | null;
}

/** A deployment band: the south or north strip of `cfg.deploymentDepth`, or centres with minY ≤ y ≤ maxY (metres). */
export type Band = 'south' | 'north' | [number, number];

/**
 * A scenario's deployment step (SC-2, SC-3): the side holding `role` deploys all its units, one at a time,
 * before the next step; figure centres in one of `bands`, every figure at least `enemyGap` m edge to edge from
 * every enemy figure already on the table.
 */
export interface DeploymentStep {
  role: number;
  bands: Band[];
  enemyGap: number;
}

/** OS-SPECIAL-7: a scenario special action. */
export interface ScenarioAction {
  id: string;
  fr: string;
  en: string;
  roles: number[];
  cap: 'tir' | 'contact' | 'physique' | 'agilite' | 'special';
  difficulty: number;
  /** The object the unit must be engaged with. */
  engagedWith: string;
  progressRequired: number;
  /** The object it destroys when complete. */
  destroys: string;
}

export interface ScenarioDef {
  id: 'SC-1' | 'SC-2' | 'SC-3';
  fr: string;
  en: string;
  /** Role names when the roll-off winner picks a role (SC-2, SC-3); none for SC-1 (he picks a zone). */
  roles: [{ fr: string; en: string }, { fr: string; en: string }] | null;
  /** Budget of each role (SC-2) for a battle budget of 150, scaled to `cfg.budget` (ARB-OS-50); null: the battle's budget for both. */
  roleBudgets: [number, number] | null;
  /** Deployment by roles in this order (replaces OS-SETUP-4/5's zones and alternation); null: OS-SETUP-4/5. */
  deployment: DeploymentStep[] | null;
  /** The role that is first player in every round (replaces `cfg.firstPlayerPolicy`); null: the policy. */
  firstEveryRound: number | null;
  surprise: SurpriseWindow[];
  conditions: Condition[];
  objects: ScenarioObject[];
  actions: ScenarioAction[];
}

export const SCENARIOS: Record<ScenarioDef['id'], ScenarioDef> = {
  'SC-1': {
    id: 'SC-1',
    fr: 'Escarmouche',
    en: 'Skirmish',
    roles: null,
    roleBudgets: null,
    deployment: null,
    firstEveryRound: null,
    surprise: [],
    conditions: [],
    objects: [],
    actions: [],
  },
  'SC-2': {
    id: 'SC-2',
    fr: 'Embuscade',
    en: 'Ambush',
    roles: [
      { fr: 'embusqué', en: 'ambusher' },
      { fr: 'pris en embuscade', en: 'ambushed' },
    ],
    roleBudgets: [120, 150],
    // The ambushed side first, in the middle band; then the ambusher in either strip, 12 m from every enemy.
    deployment: [
      { role: 1, bands: [[16, 24]], enemyGap: 0 },
      { role: 0, bands: ['south', 'north'], enemyGap: 12 },
    ],
    firstEveryRound: 0,
    surprise: [{ role: 0, rounds: [1], actionKinds: ['shoot'] }],
    conditions: [],
    objects: [],
    actions: [],
  },
  'SC-3': {
    id: 'SC-3',
    fr: 'Sabotage',
    en: 'Sabotage',
    roles: [
      { fr: 'attaquant', en: 'attacker' },
      { fr: 'défenseur', en: 'defender' },
    ],
    roleBudgets: null,
    // Not alternated: the defender all first in the north, then the attacker in the south.
    deployment: [
      { role: 1, bands: ['north'], enemyGap: 0 },
      { role: 0, bands: ['south'], enemyGap: 0 },
    ],
    firstEveryRound: null,
    surprise: [],
    conditions: [],
    objects: [
      {
        id: 'CRATE',
        fr: "Caisse d'explosifs",
        en: 'Crate of explosives',
        x: 30,
        y: 20,
        radius: 0.5,
        health: 3,
        cover: 0,
        attackableBy: [0],
        destroyedVP: { role: 0, vp: 50 },
        intactVP: { role: 1, vp: 50 },
      },
    ],
    actions: [
      {
        id: 'PLANT_CHARGE',
        fr: 'Poser la charge',
        en: 'Plant the charge',
        roles: [0],
        cap: 'special',
        difficulty: 0,
        engagedWith: 'CRATE',
        progressRequired: 2,
        destroys: 'CRATE',
      },
    ],
  },
};
