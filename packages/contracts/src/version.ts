import { z } from 'zod';

/** The file the web build emits at `/version.json`; the app polls it to notice a new deployment. */
export const BuildInfo = z.object({ buildId: z.string().min(1), builtAt: z.string() });
export type BuildInfo = z.infer<typeof BuildInfo>;
