import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from './wizard-values.ts';

export type WizardForm = UseFormReturnType<WizardValues>;
