import { describe, expect, it } from 'vitest';
import { sendableAt } from './quiet-hours.js';
import { channelsFor, DEFAULT_CHOICES } from './notification-choices.js';

/** India time is UTC+5:30: 9 PM IST is 15:30 UTC, 8 AM IST is 02:30 UTC. */
const utc = (text: string) => new Date(`${text}Z`);

describe('quiet hours', () => {
  it('holds a repeat reminder written between 9 PM and 8 AM India time until 8 AM, without dropping it', () => {
    expect(sendableAt('repeat_confirm', utc('2026-11-28T15:30:00'))).toEqual(utc('2026-11-29T02:30:00'));
    expect(sendableAt('repeat_confirm', utc('2026-11-28T18:47:13'))).toEqual(utc('2026-11-29T02:30:00'));
    expect(sendableAt('repeat_confirm', utc('2026-11-28T20:00:00'))).toEqual(utc('2026-11-29T02:30:00'));
    expect(sendableAt('repeat_confirm', utc('2026-11-28T02:29:59'))).toEqual(utc('2026-11-28T02:30:00'));
  });

  it('sends a reminder at once in the day', () => {
    for (const at of ['2026-11-28T02:30:00', '2026-11-28T09:00:00', '2026-11-28T15:29:59']) {
      expect(sendableAt('repeat_confirm', utc(at))).toEqual(utc(at));
    }
  });

  it('always tells her of her order at once, above all when it is on its way', () => {
    for (const kind of ['out_for_delivery', 'order_placed', 'delivered', 'cancelled', 'refund'] as const) {
      expect(sendableAt(kind, utc('2026-11-28T18:00:00'))).toEqual(utc('2026-11-28T18:00:00'));
    }
  });
});

describe('the channels her settings choose', () => {
  it('chooses push by default and WhatsApp only once she said yes to it', () => {
    expect(channelsFor('delivered', DEFAULT_CHOICES)).toEqual(['push']);
    const yes = { ...DEFAULT_CHOICES, whatsappConsentAt: new Date() };
    expect(channelsFor('delivered', yes)).toEqual(['push', 'whatsapp']);
    expect(channelsFor('repeat_confirm', { ...yes, repeatRemindersPush: false })).toEqual(['whatsapp']);
    expect(channelsFor('out_for_delivery', { ...yes, orderUpdatesPush: false, orderUpdatesWhatsapp: false })).toEqual([]);
  });
});
