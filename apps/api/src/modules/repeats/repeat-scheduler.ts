import type { Database } from '../../db/client.js';
import type { SmsProvider } from '../sms/sms-provider.js';

export interface RepeatRunCounts {
  reminded: number;
  placed: number;
  skipped: number;
  failed: number;
  missed: number;
}

export interface RepeatSchedulerDeps {
  db: Database;
  sms: SmsProvider;
  log?: { warn: (object: object, message: string) => void; error: (object: object, message: string) => void };
}

/** The repeat orders' scheduler (filled in below the contract). */
export class RepeatScheduler {
  constructor(readonly deps: RepeatSchedulerDeps) {}

  async run(_now: Date): Promise<RepeatRunCounts> {
    return { reminded: 0, placed: 0, skipped: 0, failed: 0, missed: 0 };
  }
}
