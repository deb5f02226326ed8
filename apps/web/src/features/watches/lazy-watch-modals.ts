import { lazyWhenOpened } from '../../ui/lazy-when-opened.tsx';
import type { WatchDeleteModal as WatchDeleteModalComponent } from './WatchDeleteModal.tsx';
import type { WatchFormModal as WatchFormModalComponent } from './WatchFormModal.tsx';

/** The watch form (create, edit), loaded after the screen's first paint and mounted on its first opening. */
export const WatchFormModal = lazyWhenOpened<Parameters<typeof WatchFormModalComponent>[0]>(() =>
  import('./WatchFormModal.tsx').then((module) => module.WatchFormModal),
);

/** The watch's delete confirmation, loaded the same way. */
export const WatchDeleteModal = lazyWhenOpened<Parameters<typeof WatchDeleteModalComponent>[0]>(() =>
  import('./WatchDeleteModal.tsx').then((module) => module.WatchDeleteModal),
);
