import type { RatioBasis } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { percent } from '../../lib/format.ts';
import { explanationText } from './explanation.ts';

/**
 * A rate in a table cell, explained on hover by what the API returned with it ("580 of 1,779 brand-answers"); the
 * raw numerator and denominator ride along as data attributes (test id `ratio-value`), so a test can check the shown
 * percentage against them. `showBasis` also writes the explanation under the value.
 */
export function RatioValue({
  value,
  basis,
  showBasis = false,
}: {
  value: number | null | undefined;
  basis: RatioBasis | null | undefined;
  showBasis?: boolean;
}) {
  const { t } = useTranslation();
  if (!basis) return <span>{percent(value)}</span>;
  const explanation = explanationText(t, { kind: 'ratio', basis });
  return (
    <span
      data-testid="ratio-value"
      data-numerator={basis.numerator}
      data-denominator={basis.denominator}
      data-unit={basis.denominatorUnit}
      title={explanation}
    >
      {percent(value)}
      {showBasis && (
        <>
          <br />
          <span style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
            {explanation}
          </span>
        </>
      )}
    </span>
  );
}
