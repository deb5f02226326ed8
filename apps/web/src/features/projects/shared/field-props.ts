import type { GetInputPropsReturnType } from '@mantine/form';

/** The input props of one form field (`form.getInputProps(path)`), so that field groups work in any form. */
export type FieldProps = (path: string) => GetInputPropsReturnType;
