import { malformed } from '../errors.ts';

/** Reads the raw HTTP body as JSON (the SDK's own post-processing must not touch or reject it). */
export async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw malformed('body is not valid JSON', error);
  }
}
