import { type AuthResponse, locales } from '@sightline/contracts';
import type { Member, Project, User, Workspace } from '../api/types.ts';
import { i18n } from '../i18n/i18n.ts';
import { initializeSelection, initRecentProjects, type Selection } from './initialize-selection.ts';
import { type SelectionCalls, selectionCalls } from './selection-calls.ts';
import { defaultWorkspace, recentProjectsStorageKey, withRecentProject } from './selection-rules.ts';
import { fetchMe, fetchSession, logout } from './session-calls.ts';
import { type PreloadedSelection, preloadedCalls, type UserWithSelection } from './session-preload.ts';
import { clearToken, readToken, storeToken } from './token-cookie.ts';

export interface SessionState {
  status: 'unknown' | 'anonymous' | 'signed-in';
  user?: User;
  /** Whether the member → workspace → project setup has finished. */
  selectionReady: boolean;
  selection: Selection;
}

type Listener = () => void;
type PreloadListener = (user: User, preload: PreloadedSelection) => void;
type SignInListener = () => void;

/**
 * The session and the selection (docs/features/web.md), outside React so that route guards can read it.
 * Components read it with `useSession()`.
 */
export class SessionStore {
  #state: SessionState = { status: 'unknown', selectionReady: false, selection: { recentProjects: [] } };
  #listeners = new Set<Listener>();
  #preloadListeners = new Set<PreloadListener>();
  #signInListeners = new Set<SignInListener>();
  #loading: Promise<void> | undefined;
  /** The last project selection's saving: each waits for the one before, so the server keeps the newest. */
  #savingSelection: Promise<unknown> = Promise.resolve();
  readonly #calls: SelectionCalls;

  constructor(calls: SelectionCalls = selectionCalls) {
    this.#calls = calls;
  }

  getState = (): SessionState => this.#state;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(patch: Partial<SessionState>) {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }

  /**
   * Called with the lists `/users/me` brought along (the header pickers' members, workspaces and projects), before
   * the session is marked signed in, so that a query cache can hold them before the pickers ask.
   */
  onPreload = (listener: PreloadListener): (() => void) => {
    this.#preloadListeners.add(listener);
    return () => this.#preloadListeners.delete(listener);
  };

  /** Called when a sign-in has its token and starts loading the session (the page's code can load meanwhile). */
  onSignIn = (listener: SignInListener): (() => void) => {
    this.#signInListeners.add(listener);
    return () => this.#signInListeners.delete(listener);
  };

  #env(calls: SelectionCalls = this.#calls) {
    return {
      calls,
      storage: window.localStorage,
      warn: (message: string, error: unknown) => console.warn(message, error),
    };
  }

  /**
   * At start: with a token, load the user with the selection in one call (a failure silently clears the token),
   * then set the selection up from it; only a remembered choice that no longer holds costs more calls.
   */
  ensureLoaded(): Promise<void> {
    if (this.#state.status !== 'unknown') return Promise.resolve();
    this.#loading ??= (async () => {
      if (!readToken()) {
        this.#set({ status: 'anonymous' });
        return;
      }
      let loaded: UserWithSelection;
      try {
        loaded = await fetchSession();
      } catch {
        clearToken();
        this.#set({ status: 'anonymous', user: undefined });
        return;
      }
      await this.#start(loaded);
    })().finally(() => {
      this.#loading = undefined;
    });
    return this.#loading;
  }

  /** Sets the selection up from what `/users/me` returned, then marks the session signed in with it. */
  async #start({ selection: preload, ...user }: Partial<UserWithSelection> & User) {
    if (preload) for (const listener of this.#preloadListeners) listener(user, preload);
    const calls = preload ? preloadedCalls(this.#calls, user, preload) : this.#calls;
    const selection = await initializeSelection(this.#env(calls), user).catch((error: unknown) => {
      console.warn('Store initialization failed', error);
      return { recentProjects: [] };
    });
    this.#set({ status: 'signed-in', user, selection, selectionReady: true });
  }

  /** After sign-in, registration, password reset or social sign-in: store the token, load the user. */
  async signIn(auth: AuthResponse): Promise<void> {
    storeToken(auth.jwt);
    for (const listener of this.#signInListeners) listener();
    const loaded = await fetchSession();
    // The language saved on the account follows the user to this device.
    if ((locales as readonly string[]).includes(loaded.locale) && loaded.locale !== i18n.resolvedLanguage) {
      await i18n.changeLanguage(loaded.locale);
    }
    await this.#start(loaded);
  }

  /** Forgets the session here and, unless the server already refused the token, revokes it there too. */
  signOut(): void {
    // The call reads the token before it is cleared below; a failure (offline) still signs out on this device.
    if (readToken()) logout().catch(() => {});
    clearToken();
    this.#set({
      status: 'anonymous',
      user: undefined,
      selection: { recentProjects: [] },
      selectionReady: false,
    });
  }

  /** Changes fields of the signed-in user here at once (an optimistic update; the caller saves them). */
  patchUser(patch: Partial<User>): void {
    const user = this.#state.user;
    if (user) this.#set({ user: { ...user, ...patch } });
  }

  /** Re-reads the user (after a profile change). */
  async refreshUser(): Promise<void> {
    this.#set({ user: await fetchMe() });
  }

  #remember(data: Parameters<SelectionCalls['saveSelection']>[1]) {
    const user = this.#state.user;
    if (!user) return Promise.resolve();
    return this.#calls.saveSelection(user.id, data).then((saved) => {
      this.#set({ user: { ...user, ...saved } });
    });
  }

  /** Opens a project: it becomes the selection and the newest recent project (synced, cached per workspace). */
  async selectProject(project: Project): Promise<void> {
    const { member, workspace, recentProjects } = this.#state.selection;
    if (!member || !workspace) return;
    const recent = withRecentProject(recentProjects, project);
    this.#set({ selection: { ...this.#state.selection, project, recentProjects: recent } });
    // Saved after any earlier selection's save has ended: quick switches must not reach the server out of order
    // (an older recent list stored last would come back at the next load).
    const saving = this.#savingSelection.then(() =>
      this.#saveProjectSelection(member.id, workspace.id, project, recent),
    );
    this.#savingSelection = saving.catch(() => {});
    await saving;
  }

  async #saveProjectSelection(memberId: number, workspaceId: number, project: Project, recent: Project[]) {
    await this.#remember({ lastSelectedProjectId: project.id, lastSelectedWorkspaceId: workspaceId });
    try {
      const synced = await this.#calls.syncRecentProjects(
        memberId,
        workspaceId,
        recent.map((p) => p.id),
      );
      const projects = synced.flatMap((entry) => (entry.project ? [entry.project] : []));
      window.localStorage.setItem(recentProjectsStorageKey(workspaceId), JSON.stringify(projects));
      // Only the newest selection's list is shown: an earlier save ending now must not replace it.
      if (this.#state.selection.project?.id === project.id)
        this.#set({ selection: { ...this.#state.selection, recentProjects: projects } });
    } catch (error) {
      console.warn('최근 프로젝트를 추가하지 못했습니다 (adding the recent project failed)', error);
      throw error;
    }
  }

  /** Switches workspace: its recent projects load, the project selection is cleared. */
  async selectWorkspace(workspace: Workspace): Promise<void> {
    const { member } = this.#state.selection;
    if (!member) return;
    await this.#remember({ lastSelectedWorkspaceId: workspace.id, lastSelectedProjectId: null });
    const recentProjects = await initRecentProjects(this.#env(), member, workspace);
    this.#set({ selection: { member, workspace, recentProjects } });
  }

  /** Switches organization (through the user's member there): its default workspace follows. */
  async selectMember(member: Member): Promise<void> {
    await this.#remember({
      lastSelectedMemberId: member.id,
      lastSelectedOrganizationId: member.organizationId,
    });
    const workspace = defaultWorkspace(member, await this.#calls.listWorkspaces(member.organizationId));
    this.#set({ selection: { member, recentProjects: [] } });
    if (workspace) await this.selectWorkspace(workspace);
  }

  /** Forgets the selected project (e.g. after deleting it). */
  clearProject(): void {
    const { project: _removed, ...rest } = this.#state.selection;
    this.#set({ selection: rest });
  }

  /** Replaces the selected workspace's data after an edit (a rename). */
  updateWorkspace(workspace: Workspace): void {
    const selection = this.#state.selection;
    if (selection.workspace?.id !== workspace.id) return;
    this.#set({ selection: { ...selection, workspace: { ...selection.workspace, ...workspace } } });
  }

  /** Replaces the selected member's data (a role change). */
  updateMember(member: Member): void {
    const selection = this.#state.selection;
    if (selection.member?.id !== member.id) return;
    this.#set({ selection: { ...selection, member: { ...selection.member, ...member } } });
  }

  /** Replaces the selected project's data after an edit. */
  updateProject(project: Project): void {
    const selection = this.#state.selection;
    this.#set({
      selection: {
        ...selection,
        ...(selection.project?.id === project.id ? { project } : {}),
        recentProjects: selection.recentProjects.map((p) => (p.id === project.id ? project : p)),
      },
    });
  }
}

export const sessionStore = new SessionStore();
