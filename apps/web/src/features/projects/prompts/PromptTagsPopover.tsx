import { Button, Chip, Group, Popover, ScrollArea, Stack, TagsInput, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A bulk bar button that opens a tag picker: chips for the tags on offer (for `add` the project's, for `remove` those
 * the selected prompts have) and, for `add`, a field for new names. Applying hands the names to `onApply`; the
 * popover closes when it resolves.
 */
export function PromptTagsPopover({
  mode,
  label,
  icon,
  tags,
  busy,
  onApply,
}: {
  mode: 'add' | 'remove';
  label: string;
  icon: ReactNode;
  /** The tags to offer. */
  tags: string[];
  busy: boolean;
  onApply: (names: string[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState<string[]>([]);
  const names = [...new Set([...picked, ...typed])];
  const reset = () => {
    setPicked([]);
    setTyped([]);
  };
  const apply = async () => {
    await onApply(names);
    setOpened(false);
    reset();
  };
  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (!next) reset();
      }}
      position="top"
      withArrow
      trapFocus
      returnFocus
      width={340}
    >
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" leftSection={icon} onClick={() => setOpened((o) => !o)}>
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid={`prompt-bulk-${mode}-tags`}>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {mode === 'add'
              ? t('promptBulk.bar.addTagsHint')
              : tags.length
                ? t('promptBulk.bar.removeTagsHint')
                : t('promptBulk.bar.noTagsToRemove')}
          </Text>
          {tags.length > 0 && (
            <ScrollArea.Autosize mah={160} type="auto">
              <Chip.Group multiple value={picked} onChange={setPicked}>
                <Group gap={6}>
                  {tags.map((tag) => (
                    <Chip key={tag} value={tag} size="xs" variant="outline">
                      {tag}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </ScrollArea.Autosize>
          )}
          {mode === 'add' && (
            <TagsInput
              size="xs"
              label={t('promptBulk.bar.newTags')}
              placeholder={t('promptBulk.bar.newTagsPlaceholder')}
              value={typed}
              onChange={setTyped}
              maxTags={20}
              data-testid="prompt-bulk-new-tags"
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('promptBulk.bar.cancel')}
            </Button>
            <Button size="xs" disabled={names.length === 0} loading={busy} onClick={() => void apply()}>
              {t('promptBulk.bar.apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
