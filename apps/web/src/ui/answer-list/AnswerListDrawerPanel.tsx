import { Drawer } from '@mantine/core';
import { AnswerList } from './AnswerList.tsx';
import type { AnswerListDrawerProps } from './AnswerListDrawer.tsx';

/** The answer list in a side drawer (the answers behind a table cell), mounted only while open. */
export default function AnswerListDrawerPanel({ opened, onClose, title, ...list }: AnswerListDrawerProps) {
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
