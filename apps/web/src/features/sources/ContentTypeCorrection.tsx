import { type ContentTypeId, can, contentTypeIds, type MemberRole } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { TypeCorrection } from './TypeCorrection.tsx';
import { useCorrectSource } from './use-correct-source.ts';

/** A page's content type with its correction (editors). */
export function ContentTypeCorrection({
  projectDocumentId,
  url,
  contentType,
  corrected,
  role,
}: {
  projectDocumentId: string;
  url: string;
  contentType: string;
  corrected: boolean;
  role: MemberRole | undefined;
}) {
  const { t } = useTranslation();
  const correct = useCorrectSource(projectDocumentId);
  return (
    <TypeCorrection
      label={t('sourceDetail.contentType')}
      value={contentType}
      corrected={corrected}
      options={contentTypeIds.map((type) => ({
        value: type,
        label: t(`contentTypes.${type}`, { defaultValue: type }),
      }))}
      editable={Boolean(role && can(role, 'editContent'))}
      readOnlyHint={t('sourceDetail.readOnly')}
      pending={correct.isPending}
      onChange={(value) => correct.mutate({ url, contentType: value as ContentTypeId | null })}
      testId="content-type"
    />
  );
}
