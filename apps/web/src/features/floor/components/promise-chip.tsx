import { EXPRESS_RED_AFTER_MINUTES, promiseClock, type PromisedOrder } from '@padstore/domain/floor';
import { formatTime } from '../../../lib/format';

const TYPE_LABELS = { express: 'Express', same_day: 'Same day', next_day: 'Next day' } as const;
const MARK_STYLES = {
  on_time: 'bg-emerald-700 text-white',
  amber: 'bg-amber-400 text-gray-950',
  red: 'bg-red-600 text-white',
} as const;
const MARK_WORDS = { on_time: 'on time', amber: 'hurry', red: 'late' } as const;

/** 45 min, or 9h 05m: short enough for a chip on a 360 px screen. */
function short(minutes: number): string {
  return minutes >= 60 ? `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m` : `${minutes} min`;
}

/**
 * Where an order stands against its promise, at a glance: express counts the minutes since it was
 * placed over its 60-minute window (amber past 30, red past 60); same-day and next-day show the time
 * left to the end of their window.
 */
export function PromiseChip({ order, now, size = 'large' }: { order: PromisedOrder; now: Date; size?: 'large' | 'small' }) {
  const clock = promiseClock(order, now);
  const express = order.deliveryType === 'express';
  const filled = Math.min(100, (clock.minutesSincePlaced / EXPRESS_RED_AFTER_MINUTES) * 100);
  const late = !express && clock.minutesLeft <= 0;
  const main = express ? `${clock.minutesSincePlaced} min` : short(Math.abs(clock.minutesLeft));
  return (
    <div
      role="timer"
      className={`shrink-0 rounded-xl ${MARK_STYLES[clock.mark]} ${size === 'large' ? 'w-28 px-2.5 py-2' : 'px-2 py-1 text-right'}`}
      data-mark={clock.mark}
      aria-label={`${TYPE_LABELS[order.deliveryType]}, ${clock.text}, ${MARK_WORDS[clock.mark]}`}
    >
      <p className="text-xs font-bold tracking-wide uppercase">
        {TYPE_LABELS[order.deliveryType]}
        {clock.mark === 'red' ? ' · late' : ''}
      </p>
      <p
        className={`font-extrabold whitespace-nowrap tabular-nums ${size === 'large' ? (express ? 'text-2xl' : 'text-xl') : 'text-base'} leading-tight`}
      >
        {main}
      </p>
      {express && size === 'large' && (
        <div className="relative mt-1 h-1.5 rounded-full bg-black/20" aria-hidden="true">
          <div className="h-full rounded-full bg-white/90" style={{ width: `${filled}%` }} />
          <div className="absolute top-[-2px] left-1/2 h-2.5 w-0.5 bg-current" />
        </div>
      )}
      {!express && size === 'large' && (
        <p className="text-xs">
          {late ? 'late, due' : 'till'} {formatTime(order.promisedTo)}
        </p>
      )}
    </div>
  );
}
