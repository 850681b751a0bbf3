/**
 * `arbitre odds <game> [scenario] [--set name=value ...] [--json]`: exact probabilities of an action's
 * results, from the game's odds scenarios (every roll of the real rules expanded, no formula).
 */
import type { OddsScenario } from '../engine/odds.ts';
import { CliError, type Output } from './io.ts';

/** Lists the scenarios of a game with their parameters. */
export function listScenarios(game: string, scenarios: Record<string, OddsScenario>, stdout: Output): void {
  let out = `Scénarios de probabilités pour ${game} / Odds scenarios for ${game}:\n`;
  for (const [name, sc] of Object.entries(scenarios)) {
    out += `  ${name.padEnd(8)} [${sc.rule}] ${sc.text.fr} / ${sc.text.en}\n`;
    for (const [p, d] of Object.entries(sc.params)) {
      out += `           --set ${p}=${d.min}..${d.max} (défaut/default ${d.default}) ${d.text.fr} / ${d.text.en}\n`;
    }
  }
  stdout.write(out);
}

/** Parses `name=value` settings against a scenario's parameters; any mistake is a CliError naming what is allowed. */
export function scenarioParams(sc: OddsScenario, settings: string[]): Record<string, number> {
  const params: Record<string, number> = {};
  for (const [name, d] of Object.entries(sc.params)) params[name] = d.default;
  const known = Object.keys(sc.params).join(', ') || '—';
  for (const setting of settings) {
    const m = /^(\w+)=(-?\d+)$/.exec(setting);
    const d = m ? sc.params[m[1]!] : undefined;
    if (!m || !d) {
      throw new CliError(
        `Réglage « ${setting} » invalide : attendu nom=entier, noms permis : ${known} / ` +
          `Invalid setting "${setting}": expected name=integer, allowed names: ${known}`,
      );
    }
    const v = Number(m[2]);
    if (v < d.min || v > d.max) {
      throw new CliError(
        `${m[1]}=${v} hors limites : de ${d.min} à ${d.max} / ${m[1]}=${v} out of range: ${d.min} to ${d.max}`,
      );
    }
    params[m[1]!] = v;
  }
  return params;
}

/** Runs one scenario and prints each result with its exact fraction and percentage (or JSON). */
export function oddsCommand(
  game: string,
  name: string,
  scenarios: Record<string, OddsScenario>,
  settings: string[],
  json: boolean,
  stdout: Output,
): void {
  const sc = scenarios[name];
  if (!sc) {
    const known = Object.keys(scenarios).join(', ');
    throw new CliError(
      `Scénario inconnu « ${name} » pour ${game} (connus : ${known}) / Unknown scenario "${name}" for ${game} (known: ${known})`,
    );
  }
  const params = scenarioParams(sc, settings);
  const odds = [...sc.run(params)].sort((a, b) => b[1].value() - a[1].value());
  if (json) {
    const results = odds.map(([result, f]) => ({ result, fraction: f.toString(), p: f.value() }));
    stdout.write(JSON.stringify({ game, scenario: name, rule: sc.rule, params, results }) + '\n');
    return;
  }
  let out = `${sc.text.fr} / ${sc.text.en} [${sc.rule}] ${JSON.stringify(params)}\n`;
  for (const [result, f] of odds) {
    out += `  ${result.padEnd(16)} ${f.toString().padStart(9)}  ${(f.value() * 100).toFixed(2).padStart(6)} %\n`;
  }
  stdout.write(out);
}
