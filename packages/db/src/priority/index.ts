export { isBackground, runInBackground } from './background-work.ts';
export { prioritisePglite } from './prioritise-pglite.ts';
export { PriorityGate } from './priority-gate.ts';
