import { api, type ResourceList } from '../../lib/api/api-client.ts';
import type { Member, User } from '../../lib/api/types.ts';

/** The profile fields a user can change about themselves. */
export interface ProfileData {
  username: string;
  locale: string;
  timezone: string;
}

/** The calls of the profile screens; silent, like every account call (the screens say what failed). */
export const accountCalls = {
  /** The organizations the user belongs to, through their members. */
  listMyMemberships: (userId: number) =>
    api<ResourceList<Member>>('/sightline-members', {
      query: {
        filters: { user: { id: { $eq: userId } } },
        populate: ['sightline_organization'],
        pagination: { pageSize: 500 },
      },
    }).then((r) => r.data),

  /** Name, language and timezone; with an avatar file the body is multipart (`data` + `files.avatar`). */
  updateProfile: (userId: number, data: ProfileData, avatar?: File | null) => {
    if (!avatar) return api<User>(`/v1/users/${userId}`, { method: 'PUT', json: { data }, silent: true });
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    form.append('files.avatar', avatar, avatar.name);
    return api<User>(`/v1/users/${userId}`, { method: 'PUT', form, silent: true });
  },
};
