import { can, correctableSourceTypes, type MemberRole } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { TypeCorrection } from './TypeCorrection.tsx';
import { useCorrectSource } from './use-correct-source.ts';

/**
 * A domain's source type with its correction (editors); owned and competitor types follow the project's owned media
 * and competitors, so they are read-only here.
 */
export function SourceTypeCorrection({
  projectDocumentId,
  domain,
  sourceType,
  corrected,
  role,
}: {
  projectDocumentId: string;
  domain: string;
  sourceType: string;
  corrected: boolean;
  role: MemberRole | undefined;
}) {
  const { t } = useTranslation();
  const correct = useCorrectSource(projectDocumentId);
  const fixed = sourceType === 'owned' || sourceType === 'competitor';
  const label = (type: string) => t(`sourceTypes.${type}` as 'sourceTypes.other', { defaultValue: type });
  return (
    <TypeCorrection
      label={t('sourceDetail.sourceType')}
      value={sourceType}
      corrected={corrected}
      options={(fixed ? [sourceType] : correctableSourceTypes).map((type) => ({
        value: type,
        label: label(type),
      }))}
      editable={Boolean(role && can(role, 'editContent')) && !fixed}
      readOnlyHint={fixed ? t('sourceDetail.ownedTypeHint') : t('sourceDetail.readOnly')}
      pending={correct.isPending}
      onChange={(value) => correct.mutate({ domain, sourceType: value })}
      testId="source-type"
    />
  );
}
