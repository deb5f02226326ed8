import type { ProjectSuggestions } from '@sightline/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SuggestionRequest } from './wizard-calls.ts';
import { wizardCalls } from './wizard-calls.ts';
import type { WizardForm } from './wizard-form.ts';

export interface WizardSuggestions {
  /** The latest suggestions, or null before the first. */
  result: ProjectSuggestions | null;
  pending: boolean;
  error: unknown;
  /** Whether there is enough to ask (a brand name and a workspace). */
  canSuggest: boolean;
  /** Asks again, leaving out what the form already lists. */
  suggest(): void;
  /** Asks once per brand, category and language (when a step opens with an empty list). */
  ensure(): void;
}

const keyOf = (r: SuggestionRequest) => JSON.stringify([r.brand, r.category, r.language]);

/** The wizard's suggestions of competitors and prompts, shared by both steps (one call answers both). */
export function useWizardSuggestions(form: WizardForm, workspaceId: number | undefined): WizardSuggestions {
  const [result, setResult] = useState<ProjectSuggestions | null>(null);
  const asked = useRef(new Set<string>());
  const mutation = useMutation({ mutationFn: wizardCalls.suggest, onSuccess: setResult });

  const request = (): SuggestionRequest | null => {
    const values = form.getValues();
    const brand = values.brandName.trim();
    if (!workspaceId || !brand) return null;
    const country = values.country.trim().toUpperCase();
    return {
      workspace: workspaceId,
      brand,
      category: values.category.trim(),
      language: values.language,
      ...(/^[A-Z]{2}$/.test(country) ? { country } : {}),
      competitors: values.competitors.map((c) => c.name.trim()).filter(Boolean),
      prompts: values.queries.map((q) => q.text),
    };
  };

  const ask = (data: SuggestionRequest) => {
    asked.current.add(keyOf(data));
    mutation.mutate(data);
  };

  return {
    result,
    pending: mutation.isPending,
    error: mutation.error,
    canSuggest: request() !== null,
    suggest: () => {
      const data = request();
      if (data) ask(data);
    },
    ensure: () => {
      const data = request();
      if (data && !mutation.isPending && !asked.current.has(keyOf(data))) ask(data);
    },
  };
}
