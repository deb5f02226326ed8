const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const fine = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

/** US dollars in server messages and mail: "$12.50", or "$0.0042" below a cent so a small cost is not "$0.00". */
export function usd(value: number): string {
  return value !== 0 && Math.abs(value) < 0.01 ? fine.format(value) : cents.format(value);
}
