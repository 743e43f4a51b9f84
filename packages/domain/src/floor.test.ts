import { describe, expect, it } from 'vitest';
import { byPromise, mapLink, pickTotals, promiseClock, upiPaymentLink } from './floor.js';
import { promiseKept } from './promise-kept.js';

const T = new Date('2026-11-23T05:30:00Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);

describe('the promise clock', () => {
  const express = { deliveryType: 'express' as const, placedAt: T, promisedTo: at(60) };
  it.each([
    [0, 'on_time', '0 min'],
    [29, 'on_time', '29 min'],
    [30, 'amber', '30 min'],
    [59, 'amber', '59 min'],
    [60, 'red', '60 min, late'],
    [95, 'red', '95 min, late'],
  ])('an express order %i minutes after placing is %s (%s)', (minutes, mark, text) => {
    expect(promiseClock(express, at(minutes))).toMatchObject({ mark, text, minutesSincePlaced: minutes });
  });

  it('counts a same-day or next-day order down to the end of its window: amber in its last hour, red once past', () => {
    const sameDay = { deliveryType: 'same_day' as const, placedAt: T, promisedTo: at(185) };
    expect(promiseClock(sameDay, T)).toMatchObject({ mark: 'on_time', text: '3 h 05 min left' });
    expect(promiseClock(sameDay, at(125))).toMatchObject({ mark: 'amber', text: '1 h 00 min left' });
    expect(promiseClock(sameDay, at(140))).toMatchObject({ mark: 'amber', text: '45 min left' });
    expect(promiseClock(sameDay, at(200))).toMatchObject({ mark: 'red', text: '15 min late' });
  });
});

describe('the floor queue', () => {
  it('puts express first (the oldest first), then same-day, then next-day, each by the end of its window', () => {
    const queue = [
      { id: 'next', deliveryType: 'next_day' as const, placedAt: at(-300), promisedTo: at(1500) },
      { id: 'same-late', deliveryType: 'same_day' as const, placedAt: at(-10), promisedTo: at(600) },
      { id: 'express-new', deliveryType: 'express' as const, placedAt: at(0), promisedTo: at(60) },
      { id: 'same-soon', deliveryType: 'same_day' as const, placedAt: at(-200), promisedTo: at(300) },
      { id: 'express-old', deliveryType: 'express' as const, placedAt: at(-20), promisedTo: at(40) },
    ];
    expect(queue.sort(byPromise).map((order) => order.id)).toEqual(['express-old', 'express-new', 'same-soon', 'same-late', 'next']);
  });

  it('adds up the packs of orders picked together, one line per product', () => {
    const line = (productId: string, quantity: number) => ({
      productId,
      productName: productId,
      size: 'XL',
      quantityInEachPack: 30,
      quantity,
    });
    expect(pickTotals([{ items: [line('b', 1), line('a', 2)] }, { items: [line('a', 3)] }])).toEqual([line('a', 5), line('b', 1)]);
  });
});

describe('links for the rider', () => {
  it('opens the map app at the address', () => {
    expect(mapLink('12, Church Street, 560001')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%2C%20Church%20Street%2C%20560001',
    );
  });

  it('asks a UPI app for the exact amount, to the store, naming the order', () => {
    expect(upiPaymentLink({ upiId: 'padstore@okaxis', payeeName: 'Pad Store', amount: 478, orderNumber: 'PS261123-E7TY56' })).toBe(
      'upi://pay?pa=padstore%40okaxis&pn=Pad%20Store&am=478.00&cu=INR&tn=Order%20PS261123-E7TY56',
    );
  });
});

describe('the promise kept', () => {
  it('counts express within 60 minutes, same-day and next-day by their window, the median to the door, and the orders not delivered', () => {
    const order = (
      deliveryType: 'express' | 'same_day' | 'next_day',
      deliveredAfter: number | null,
      promisedTo = at(60),
      status = 'delivered',
    ) => ({
      deliveryType,
      status: deliveredAfter === null && status === 'delivered' ? 'out_for_delivery' : status,
      placedAt: T,
      promisedTo,
      deliveredAt: deliveredAfter === null ? null : at(deliveredAfter),
    });
    const day = [
      order('express', 42),
      order('express', 75),
      order('express', null),
      order('express', null, at(60), 'cancelled'),
      order('same_day', 300, at(400)),
      order('next_day', 1500, at(1400)),
    ];
    expect(promiseKept(day, at(2000))).toEqual({
      orders: 6,
      delivered: 4,
      deliveredInTime: 2,
      deliveredLate: 2,
      notDelivered: 1,
      cancelled: 1,
      stillOpen: 0,
      expressWithin60: 33.3,
      sameDayOnTime: 100,
      nextDayOnTime: 0,
      medianMinutesToDoor: 188,
    });
    expect(promiseKept([], at(2000))).toMatchObject({ expressWithin60: null, medianMinutesToDoor: null });
  });

  it('accounts for every order of the day: delivered in time, late, not delivered, cancelled or still open', () => {
    const placed = (deliveryType: 'express' | 'same_day', status: string, deliveredAfter: number | null, promisedTo = at(60)) => ({
      deliveryType,
      status,
      placedAt: T,
      promisedTo,
      deliveredAt: deliveredAfter === null ? null : at(deliveredAfter),
    });
    const day = [
      placed('express', 'delivered', 30),
      placed('express', 'delivered', 80),
      placed('express', 'packed', null),
      placed('express', 'cancelled', null),
      placed('same_day', 'cancelled', null, at(600)),
      placed('same_day', 'placed', null, at(600)),
      placed('same_day', 'delivered', 500, at(600)),
    ];
    const kept = promiseKept(day, at(120));
    expect(kept).toMatchObject({ orders: 7, deliveredInTime: 2, deliveredLate: 1, notDelivered: 1, cancelled: 2, stillOpen: 1 });
    for (let minute = 0; minute <= 700; minute += 10) {
      const then = promiseKept(day, at(minute));
      expect(then.deliveredInTime + then.deliveredLate + then.notDelivered + then.cancelled + then.stillOpen, `at ${minute}`).toBe(7);
    }
  });

  it('judges an order only once delivered or once its promise has come due', () => {
    const waiting = (deliveryType: 'express' | 'same_day', promisedTo: Date) => ({
      deliveryType,
      status: 'placed',
      placedAt: T,
      promisedTo,
      deliveredAt: null,
    });
    const express = waiting('express', at(60));
    const sameDay = waiting('same_day', at(18 * 60));
    // Five minutes after placing, and at 3 AM for a same-day order due at 9 PM: nothing is judged yet.
    expect(promiseKept([express, sameDay], at(5))).toMatchObject({
      expressWithin60: null,
      sameDayOnTime: null,
      notDelivered: 0,
      stillOpen: 2,
    });
    expect(promiseKept([express, sameDay], at(60))).toMatchObject({ expressWithin60: null });
    // Past its 60 minutes the express order is a promise broken; the same-day one once its window has closed.
    expect(promiseKept([express, sameDay], at(61))).toMatchObject({
      expressWithin60: 0,
      sameDayOnTime: null,
      notDelivered: 1,
      stillOpen: 1,
    });
    expect(promiseKept([express, sameDay], at(18 * 60 + 1))).toMatchObject({ expressWithin60: 0, sameDayOnTime: 0 });
    // Delivered early, an order counts at once.
    expect(promiseKept([{ ...express, status: 'delivered', deliveredAt: at(20) }], at(21))).toMatchObject({ expressWithin60: 100 });
  });
});
