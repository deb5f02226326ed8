/** What a prompt's report reads: one prompt of one project, local days `from`..`to` inclusive, optionally some engines. */
export interface PromptRange {
  projectId: number;
  promptId: number;
  /** First local day, `YYYY-MM-DD`. */
  from: string;
  /** Last local day (inclusive). */
  to: string;
  /** Only these engines; every engine when absent. */
  engines?: readonly string[] | undefined;
}
