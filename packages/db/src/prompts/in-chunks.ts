/** Rows per insert statement: well under the 65,535 bind parameters one statement may carry. */
const rowsPerStatement = 1000;

/** A long list of rows cut into statement-sized parts. */
export function inChunks<T>(list: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += rowsPerStatement) parts.push(list.slice(i, i + rowsPerStatement));
  return parts;
}
