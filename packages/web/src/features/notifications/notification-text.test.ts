import { describe, expect, it } from 'vitest';
import { notificationAction, notificationLink } from './notification-text.ts';
import type { AppNotification } from './notifications.types.ts';

const about = (overrides: Partial<AppNotification>) =>
  ({
    kind: 'comment',
    workspaceId: 'ws-1',
    resourceType: 'project',
    resourceId: 'p-1',
    rowId: null,
    commentId: null,
    link: null,
    ...overrides,
  }) as AppNotification;

describe('a notification’s words and link', () => {
  it('says what happened for each kind', () => {
    expect(notificationAction({ kind: 'mention' })).toBe('mentioned you in');
    expect(notificationAction({ kind: 'share' })).toBe('shared a project with you:');
    expect(notificationAction({ kind: 'inviteRequest' })).toBe('asks you to invite people to');
  });

  it('leads to the comment’s row, the shared project, or where the event says (the filled dialog)', () => {
    expect(notificationLink(about({ kind: 'mention', rowId: 'r-1', commentId: 'c-1' }))).toBe(
      '/workspace/ws-1/projects/p-1?row=r-1&comment=c-1',
    );
    expect(notificationLink(about({ kind: 'share' }))).toBe('/workspace/ws-1/projects/p-1');
    const dialog = '/workspace/ws-1/projects/p-1?action=invite&email=ann%40example.com&type=editor';
    expect(notificationLink(about({ kind: 'inviteRequest', link: dialog }))).toBe(dialog);
  });
});
