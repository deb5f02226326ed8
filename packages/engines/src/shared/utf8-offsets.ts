/**
 * Converts a UTF-8 byte offset (Gemini `groundingSupports[].segment`) into a JS string (UTF-16 code unit)
 * index. An offset inside a multi-byte character snaps forward to the next character boundary; offsets past
 * the end clamp to `text.length`.
 */
export function utf8ByteOffsetToIndex(text: string, byteOffset: number): number {
  if (byteOffset <= 0) return 0;
  let bytes = 0;
  let index = 0;
  while (index < text.length && bytes < byteOffset) {
    const codePoint = text.codePointAt(index) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    index += codePoint > 0xffff ? 2 : 1;
  }
  return index;
}

/** Byte length of `text` in UTF-8. */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
