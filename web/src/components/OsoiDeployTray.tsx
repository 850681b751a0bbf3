/**
 * The units the battlefield does not draw: those still to deploy, and under declared geometry (OS-GEN-7,
 * ARB-OS-88) those put on the table without positions. Each side's are listed with their figures, so that the
 * players see what remains; a unit the player may act on here (deploy, activate, aim at) is a button.
 */
import { useTranslation } from 'react-i18next';
import type { OSUnitView, OSView } from '../../../src/games/osoi/view.ts';
import { SEAT_COLOURS } from './common.tsx';

/** The units off the drawing: not deployed yet, or deployed without coordinates. */
export function offBoardUnits(view: OSView): { toDeploy: OSUnitView[]; unplaced: OSUnitView[] } {
  const live = view.units.filter((u) => !u.removed);
  return {
    toDeploy: live.filter((u) => !u.deployed),
    unplaced: live.filter((u) => u.deployed && u.figures.some((f) => f.alive && !f.placed)),
  };
}

export function OsoiDeployTray({
  view,
  seat,
  onUnit,
  actionable,
}: {
  view: OSView;
  seat: number | null;
  /** A click on a unit the player may act on (`actionable`). */
  onUnit: (id: string) => void;
  actionable: string[];
}) {
  const { t } = useTranslation();
  const { toDeploy, unplaced } = offBoardUnits(view);
  if (toDeploy.length === 0 && unplaced.length === 0) return null;
  const group = (key: 'toDeploy' | 'unplaced', units: OSUnitView[]) =>
    units.length === 0 ? null : (
      <div className="os-tray-group" data-testid={`os-tray-${key}`}>
        <span className="os-stepper-name">{t(`ost.tray.${key}`)}</span>
        {[0, 1].map((side) => {
          const mine = units.filter((u) => u.side === side);
          if (mine.length === 0) return null;
          return (
            <ul key={side} className="os-tray-side" style={{ borderColor: SEAT_COLOURS[side] }}>
              <li className="small-print">{side === seat ? t('os.you') : t('os.seat', { n: side })}</li>
              {mine.map((u) => {
                // A unit still to deploy has all its figures to place (they come alive on the table).
                const figures = u.deployed ? u.figures.filter((f) => f.alive).length : u.figures.length;
                const label = (
                  <>
                    <span className="os-tray-bases" aria-hidden="true">
                      {Array.from({ length: Math.min(figures, 10) }, (_, i) => (
                        <span key={i} className="os-tray-base" style={{ background: SEAT_COLOURS[side] }} />
                      ))}
                    </span>
                    {u.id} {u.name} · {t('ost.tray.figures', { count: figures })}
                  </>
                );
                return (
                  <li key={u.id} data-testid={`os-tray-unit-${u.id}`}>
                    {actionable.includes(u.id) ? (
                      <button type="button" className="small" onClick={() => onUnit(u.id)}>
                        {label}
                      </button>
                    ) : (
                      label
                    )}
                  </li>
                );
              })}
            </ul>
          );
        })}
      </div>
    );
  return (
    <section className="panel os-tray" data-testid="os-tray">
      {group('toDeploy', toDeploy)}
      {group('unplaced', unplaced)}
    </section>
  );
}
