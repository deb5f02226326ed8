/**
 * The version of what the adapters make of a provider's response (text, citations, spans). Raise it whenever an
 * adapter reads a response differently: every project's analysis key changes with it, and the re-analysis that
 * follows reads each older chat's stored `raw` again with `reparseRaw`, so history gains the correction too.
 * 1: the adapters before issue 17; 2: issue 17 (Claude paragraphs, Sonar sentences, Gemini parts, SerpApi links,
 * OpenAI-compatible annotations); 3: issue 41 (the searches run and pages read, kept beside the answer).
 */
export const parserVersion = 3;
