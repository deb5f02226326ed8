import { describe, expect, it } from 'vitest';
import { can, canAssignRole } from './permissions.ts';

describe('roles', () => {
  it.each([
    ['viewer', 'read', true],
    ['viewer', 'editContent', false],
    ['editor', 'editContent', true],
    ['editor', 'manageProjects', false],
    ['admin', 'manageProjects', true],
    ['admin', 'manageMembers', true],
    ['admin', 'manageOrganization', false],
    ['viewer', 'manageEngines', false],
    ['editor', 'manageEngines', false],
    ['admin', 'manageEngines', true],
    ['owner', 'manageEngines', true],
    ['owner', 'manageOrganization', true],
  ] as const)('%s may %s: %s', (role, permission, expected) => {
    expect(can(role, permission)).toBe(expected);
  });

  it('lets only owners hand out or take away ownership', () => {
    expect(canAssignRole('admin', 'editor')).toBe(true);
    expect(canAssignRole('admin', 'owner')).toBe(false);
    expect(canAssignRole('owner', 'owner')).toBe(true);
    expect(canAssignRole('editor', 'viewer')).toBe(false);
  });
});
