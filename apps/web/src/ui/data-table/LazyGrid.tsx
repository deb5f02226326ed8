import { Skeleton, Stack } from '@mantine/core';
import type { DataTableProps } from 'mantine-datatable';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';

type GridModule = typeof import('./MantineGrid.tsx');

let loaded: GridModule | undefined;

/**
 * Loads the grid's chunk (mantine-datatable, about 19 KB gzip) once; a screen's tables ask for it as they first render,
 * after the route's own code, so the numbers above them paint without waiting for it. Tests call it before rendering.
 */
export function loadGrid(): Promise<GridModule> {
  return import('./MantineGrid.tsx').then((module) => {
    loaded = module;
    return module;
  });
}

/** Whether the grid's chunk is loaded (a table then renders its grid at once). */
export const isGridLoaded = (): boolean => loaded !== undefined;

const Deferred = lazy(() => loadGrid().then((module) => ({ default: module.MantineGrid })));

/** Skeleton rows in the grid's place while its chunk loads (once per visit). */
function GridSkeleton() {
  return (
    <Stack gap="xs" p="md" data-testid="grid-loading">
      {['first', 'second', 'third', 'fourth'].map((line) => (
        <Skeleton key={line} height={14} radius="sm" />
      ))}
    </Stack>
  );
}

/** Calls `onMount` once mounted: inside the Suspense boundary, that is when the grid has appeared. */
function Mounted({ onMount }: { onMount: (() => void) | undefined }) {
  useEffect(() => {
    onMount?.();
  }, [onMount]);
  return null;
}

/**
 * The grid: at once when its chunk is loaded, else behind skeleton rows until it is; `onReady` tells the table when a
 * deferred grid has appeared (its scroll viewport and sort icons exist from then on).
 */
export function LazyGrid<T>({ onReady, ...props }: DataTableProps<T> & { onReady?: () => void }) {
  if (loaded) return <loaded.MantineGrid<T> {...(props as DataTableProps<T>)} />;
  const Grid = Deferred as unknown as ComponentType<DataTableProps<T>>;
  return (
    <Suspense fallback={<GridSkeleton />}>
      <Grid {...(props as DataTableProps<T>)} />
      <Mounted onMount={onReady} />
    </Suspense>
  );
}
