/**
 * The OSOI table's +/− stepper: a number from min to max (an action's allocated or declared dice, the
 * defender's dice), with room after it for a cap or a choice that goes with the number.
 */
import type { ReactNode } from 'react';

export function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  testid,
  children,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  testid: string;
  children?: ReactNode;
}) {
  return (
    <div className="os-stepper" data-testid={testid}>
      <span className="os-stepper-name">{label}</span>
      <button
        type="button"
        className="small"
        aria-label="−"
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <span className="os-stepper-value">{value}</span>
      <button
        type="button"
        className="small"
        aria-label="+"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
      {children}
    </div>
  );
}
