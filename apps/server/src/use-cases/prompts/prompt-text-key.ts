/**
 * What makes two prompts the same for an import: their text without outer spaces, runs of spaces as one, compatible
 * characters unified (NFKC: full-width letters, ...) and letters in lower case.
 */
export function promptTextKey(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
