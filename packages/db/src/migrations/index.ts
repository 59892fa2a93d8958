import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m20261122T000000 from './20261122T000000-initial';
import * as m20261122T040000 from './20261122T040000-message-order';
import * as m20261123T085500 from './20261123T085500-enum-and-length-checks';
import * as m20261123T140000 from './20261123T140000-billing';
import * as m20261123T150000 from './20261123T150000-admin-support';
import * as m20261123T160000 from './20261123T160000-account-security';
import * as m20261124T100000 from './20261124T100000-voice-usage';
import * as m20261124T110000 from './20261124T110000-chat-sessions';
import * as m20261124T120000 from './20261124T120000-message-stopped';
import * as m20261124T130000 from './20261124T130000-goal-auto-progress';
import * as m20261125T100000 from './20261125T100000-list-paging';
import * as m20261125T110000 from './20261125T110000-jobs-and-reply-lease';
import * as m20261125T120000 from './20261125T120000-session-change-notify';
import * as m20261125T130000 from './20261125T130000-email';
import * as m20261126T100000 from './20261126T100000-safety';
import * as m20261126T120000 from './20261126T120000-reply-versions-feedback';
import * as m20261127T100000 from './20261127T100000-starter-month-deletion-mail';
import * as m20261127T110000 from './20261127T110000-auth-mails';
import * as m20261128T100000 from './20261128T100000-calendar-feeds';
import * as m20261128T110000 from './20261128T110000-session-pin-archive';
import * as m20261129T100000 from './20261129T100000-two-factor';

/** Every migration, listed explicitly, in order. Never edit or reorder a landed migration. */
export const migrations: Record<string, Migration> = {
  '20261122T000000-initial': m20261122T000000,
  '20261122T040000-message-order': m20261122T040000,
  '20261123T085500-enum-and-length-checks': m20261123T085500,
  '20261123T140000-billing': m20261123T140000,
  '20261123T150000-admin-support': m20261123T150000,
  '20261123T160000-account-security': m20261123T160000,
  '20261124T100000-voice-usage': m20261124T100000,
  '20261124T110000-chat-sessions': m20261124T110000,
  '20261124T120000-message-stopped': m20261124T120000,
  '20261124T130000-goal-auto-progress': m20261124T130000,
  '20261125T100000-list-paging': m20261125T100000,
  '20261125T110000-jobs-and-reply-lease': m20261125T110000,
  '20261125T120000-session-change-notify': m20261125T120000,
  '20261125T130000-email': m20261125T130000,
  '20261126T100000-safety': m20261126T100000,
  '20261126T120000-reply-versions-feedback': m20261126T120000,
  '20261127T100000-starter-month-deletion-mail': m20261127T100000,
  '20261127T110000-auth-mails': m20261127T110000,
  '20261128T100000-calendar-feeds': m20261128T100000,
  '20261128T110000-session-pin-archive': m20261128T110000,
  '20261129T100000-two-factor': m20261129T100000,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
