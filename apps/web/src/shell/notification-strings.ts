import type { i18n as I18n } from 'i18next';

/**
 * Strings of the header's notification centre (shell/NotificationCentre), added when the signed-in frame loads.
 * English must have the same keys.
 */
export const notificationsKo = {
  open: '알림',
  openUnread: '알림, 읽지 않음 {{count, number}}개',
  title: '알림',
  markAllRead: '모두 읽음',
  empty:
    '아직 알림이 없습니다. 워치나 브랜드의 가시성에 알림 규칙을 만들면 조건에 맞을 때 여기와 메일로 알려 드립니다.',
  loadMore: '더 보기',
  settings: '이 조직의 알림 받기',
  inApp: '앱에서',
  email: '메일로',
  below: '{{subject}}: {{rate}}로 기준 {{threshold}} 아래',
  above: '{{subject}}: {{rate}}로 기준 {{threshold}} 초과',
  change: '{{subject}}: {{previous}} → {{rate}}, 유의미한 변화',
  appears: '{{subject}}: 새로 나타남 ({{successes, number}}건)',
  disappears: '{{subject}}: 사라짐 (이전 기간 {{previousSuccesses, number}}건)',
  ofAnswers: '{{from}}~{{to}}, 답변 {{n, number}}개 기준',
  collected: '{{from}}~{{to}}, {{days}}일 중 {{complete}}일 수집 완료, 답변 {{n, number}}개',
  collectedMissed:
    '{{from}}~{{to}}, {{days}}일 중 {{complete}}일 수집 완료(그중 {{missed}}일은 수집 없음), 답변 {{n, number}}개',
  withdrawn: '철회됨',
  withdrawnNow: '이후 들어온 데이터로는 조건에 맞지 않습니다. 지금 {{subject}}: {{rate}}',
  unread: '읽지 않음',
};

export const notificationsEn: typeof notificationsKo = {
  open: 'Notifications',
  openUnread: 'Notifications, {{count, number}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty:
    'No notifications yet. Create an alert rule on a watch or a brand’s visibility, and you are told here and by mail when it fires.',
  loadMore: 'Show more',
  settings: 'Alerts from this organization',
  inApp: 'In the app',
  email: 'By e-mail',
  below: '{{subject}}: {{rate}}, below {{threshold}}',
  above: '{{subject}}: {{rate}}, above {{threshold}}',
  change: '{{subject}}: {{previous}} → {{rate}}, a significant change',
  appears: '{{subject}}: appeared ({{successes, number}} answers)',
  disappears: '{{subject}}: disappeared ({{previousSuccesses, number}} answers before)',
  ofAnswers: '{{from}} to {{to}}, of {{n, number}} answers',
  collected: '{{from}} to {{to}}: {{complete}} of {{days}} days collected, {{n, number}} answers',
  collectedMissed:
    '{{from}} to {{to}}: {{complete}} of {{days}} days collected ({{missed}} of them without a collect), {{n, number}} answers',
  withdrawn: 'Withdrawn',
  withdrawnNow: 'No longer met with the data that came in since. Now {{subject}}: {{rate}}',
  unread: 'Unread',
};

/** Adds the notification centre's strings to both languages (once). */
export function registerNotificationStrings(i18n: I18n): void {
  if (i18n.exists('notifications.title')) return;
  i18n.addResourceBundle('ko', 'translation', { notifications: notificationsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { notifications: notificationsEn }, true, false);
}
