import { ScrollArea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ScrollHint } from './ScrollHint.tsx';
import { useHorizontalOverflow } from './use-horizontal-overflow.ts';
import classes from './WideTable.module.css';

/**
 * A Mantine Table wider than a phone (instead of Table.ScrollContainer): it scrolls sideways with its first column
 * kept in view, a shadow at that column's edge once scrolled, and the "scroll sideways" hint until its end; its
 * viewport takes keyboard focus (arrow keys scroll it).
 */
export function WideTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const overflow = useHorizontalOverflow(viewport);
  return (
    <>
      <ScrollHint overflow={overflow} />
      <ScrollArea
        type="auto"
        offsetScrollbars="x"
        viewportRef={setViewport}
        // Reachable from the keyboard, so that it can be scrolled sideways without a mouse (WCAG 2.1.1).
        viewportProps={{ tabIndex: 0 }}
        className={classes.wide}
        data-overflowing={overflow.overflowing}
        data-scrolled={!overflow.atStart}
      >
        <div style={{ minWidth }}>{children}</div>
      </ScrollArea>
    </>
  );
}
