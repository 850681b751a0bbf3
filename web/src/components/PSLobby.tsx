/**
 * Piss' Squig's part of the create form: the mode (free-for-all, doubles, four-player) with the player counts
 * each allows (PS-R-24, PS-FOUR-1), the four-player turn order (PS-R-25), and each goblin's skills and traits
 * (the `goblins` option: one entry per goblin, seat-major in doubles and four-player).
 */
import { useTranslation } from 'react-i18next';
import { IMPLEMENTED_SKILLS } from '../../../src/games/piss-squig/skills.ts';
import { isTrait, skillName } from '../psOffers.ts';
import { useLang } from './common.tsx';

export type PSMode = 'ffa' | 'doubles' | 'four';
const MODES: PSMode[] = ['ffa', 'doubles', 'four'];

/** Skills then traits, as a match may give them today. */
const OFFERED = [...IMPLEMENTED_SKILLS].sort((a, b) => Number(isTrait(a)) - Number(isTrait(b)));

/** Options this part sets itself (hidden from the generic list). */
export const PS_OWN_OPTIONS = ['mode', 'fourPlayerTurns', 'goblins'];

/** Seats a mode allows (seats are teams in doubles). */
export function psPlayerLimits(mode: unknown): { min: number; max: number } {
  if (mode === 'doubles') return { min: 2, max: 4 };
  if (mode === 'four') return { min: 4, max: 4 };
  return { min: 2, max: 8 };
}

function modeOf(options: Record<string, unknown>): PSMode {
  return MODES.includes(options.mode as PSMode) ? (options.mode as PSMode) : 'ffa';
}

/** Goblin figures for a mode and seat count. */
function goblinCount(mode: PSMode, players: number): number {
  return mode === 'ffa' ? players : 2 * players;
}

/**
 * The options as sent: `goblins` resized to the goblins of the match and left out when nobody has a skill,
 * `fourPlayerTurns` only in four-player.
 */
export function psOptionsToSend(options: Record<string, unknown>, players: number): Record<string, unknown> {
  const out = { ...options };
  const mode = modeOf(options);
  if (mode !== 'four') delete out.fourPlayerTurns;
  const given = Array.isArray(options.goblins) ? (options.goblins as { skills?: string[] }[]) : [];
  const goblins = Array.from({ length: goblinCount(mode, players) }, (_, i) => ({
    skills: given[i]?.skills ?? [],
  }));
  if (goblins.some((g) => g.skills.length > 0)) out.goblins = goblins;
  else delete out.goblins;
  return out;
}

export function PSModeFields({
  options,
  players,
  onOptions,
  onPlayers,
}: {
  options: Record<string, unknown>;
  players: number;
  onOptions: (o: Record<string, unknown>) => void;
  onPlayers: (n: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const mode = modeOf(options);
  const turns = options.fourPlayerTurns === 'perPlayer' ? 'perPlayer' : 'perGoblin';
  const goblins = Array.isArray(options.goblins) ? (options.goblins as { skills?: string[] }[]) : [];
  const n = goblinCount(mode, players);
  const setSkills = (i: number, skills: string[]) => {
    const next = Array.from({ length: n }, (_, k) => ({ skills: goblins[k]?.skills ?? [] }));
    next[i] = { skills };
    onOptions({ ...options, goblins: next });
  };
  return (
    <fieldset className="ps-mode" data-testid="ps-mode">
      <legend>{t('lobby.psMode')}</legend>
      {MODES.map((m) => (
        <label key={m} className="inline seat-choice">
          <input
            type="radio"
            name="ps-mode"
            value={m}
            checked={mode === m}
            data-testid={`ps-mode-${m}`}
            onChange={() => {
              onOptions({ ...options, mode: m });
              const { min, max } = psPlayerLimits(m);
              onPlayers(Math.min(max, Math.max(min, players)));
            }}
          />{' '}
          {t(`lobby.psModes.${m}`)}
        </label>
      ))}
      <p className="small-print">
        {players} {t(`lobby.psPlayersFor.${mode}`)} · {t('lobby.psGoblins', { n })}
      </p>
      {mode === 'four' && (
        <label>
          {t('lobby.psTurns')}{' '}
          <select
            value={turns}
            data-testid="ps-turns"
            onChange={(e) => onOptions({ ...options, fourPlayerTurns: e.target.value })}
          >
            <option value="perGoblin">{t('lobby.psTurnsChoice.perGoblin')}</option>
            <option value="perPlayer">{t('lobby.psTurnsChoice.perPlayer')}</option>
          </select>
        </label>
      )}
      <details>
        <summary>{t('lobby.psSkills')}</summary>
        <div className="ps-skills">
          {Array.from({ length: n }, (_, i) => {
            const side = mode === 'ffa' ? i : i >> 1;
            const figure = mode === 'ffa' ? 1 : (i & 1) + 1;
            const mine = goblins[i]?.skills ?? [];
            return (
              <div key={i} className="ps-skill-row" data-testid={`ps-skills-${i}`}>
                <strong>
                  {mode === 'ffa' ? t('lobby.seat', { n: side }) : t('lobby.psSkillsOf', { side, figure })}
                </strong>{' '}
                {OFFERED.map((s) => (
                  <label key={s} className={isTrait(s) ? 'chip trait' : 'chip skill'}>
                    <input
                      type="checkbox"
                      value={s}
                      checked={mine.includes(s)}
                      onChange={(e) =>
                        setSkills(i, e.target.checked ? [...mine, s] : mine.filter((x) => x !== s))
                      }
                    />{' '}
                    {skillName(s, lang)}
                    {isTrait(s) && <sup>T</sup>}
                  </label>
                ))}
              </div>
            );
          })}
        </div>
      </details>
    </fieldset>
  );
}
