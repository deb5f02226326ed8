import { Drawer } from '@mantine/core';
import { AnswerList, type AnswerListProps } from './AnswerList.tsx';

/** The answer list in a side drawer (the answers behind a table cell), mounted only while open. */
export function AnswerListDrawer({
  opened,
  onClose,
  title,
  ...list
}: AnswerListProps & { opened: boolean; onClose: () => void; title: string }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="lg"
      data-testid="answer-list-drawer"
    >
      {opened && <AnswerList {...list} />}
    </Drawer>
  );
}
