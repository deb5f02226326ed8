/** Clamps provider offsets to the answer text; returns undefined when no usable span remains. */
export function clampSpan(
  text: string,
  start: number | undefined,
  end: number | undefined,
): { startIndex: number; endIndex: number } | undefined {
  if (start === undefined || end === undefined) return undefined;
  const startIndex = Math.min(Math.max(0, Math.trunc(start)), text.length);
  const endIndex = Math.min(Math.max(startIndex, Math.trunc(end)), text.length);
  return endIndex > startIndex ? { startIndex, endIndex } : undefined;
}
