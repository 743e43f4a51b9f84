import { describe, expect, it } from 'vitest';
import { sayArrival, sayArrivalDay } from './arrival.js';
import { indiaWallClock } from './india-time.js';

// Saturday 28 November 2026, India time.
const at = (day: number, hour: number, minute = 0) => indiaWallClock(2026, 11, day, hour, minute);
const morning = at(28, 7, 40);

describe('saying when she gets her order', () => {
  it('says today by a time on the hour', () => {
    expect(sayArrival(at(28, 21), morning, 'en')).toBe('today by 9 PM');
    expect(sayArrival(at(28, 21), morning, 'hi')).toBe('आज रात 9 बजे तक');
    expect(sayArrival(at(28, 21), morning, 'en', { capital: true })).toBe('Today by 9 PM');
  });

  it('says an express order’s clock alone within the next hours, with its part of the day in Hindi', () => {
    const express = { express: true };
    expect(sayArrival(at(28, 8, 21), morning, 'en', express)).toBe('by 8:21 AM');
    expect(sayArrival(at(28, 8, 21), morning, 'hi', express)).toBe('सुबह 8:21 तक');
    expect(sayArrival(at(28, 13, 5), at(28, 12, 20), 'hi', express)).toBe('दोपहर 1:05 तक');
    expect(sayArrival(at(28, 17, 30), at(28, 16, 45), 'hi', express)).toBe('शाम 5:30 तक');
    expect(sayArrival(at(28, 8, 21), morning, 'en', { ...express, capital: true })).toBe('By 8:21 AM');
    // Not express, the day is said however near: 'today'.
    expect(sayArrival(at(28, 21), at(28, 20), 'en')).toBe('today by 9 PM');
    expect(sayArrival(at(28, 8, 21), morning, 'hi')).toBe('आज सुबह 8:21 तक');
  });

  it('says tonight late in the day', () => {
    expect(sayArrival(at(28, 23, 30), at(28, 17), 'en')).toBe('tonight by 11:30 PM');
    expect(sayArrival(at(28, 23, 30), at(28, 17), 'hi')).toBe('आज रात 11:30 तक');
    expect(sayArrival(at(28, 19, 30), at(28, 9), 'hi')).toBe('आज रात 7:30 तक');
  });

  it('says tomorrow', () => {
    expect(sayArrival(at(29, 21), at(28, 14), 'en')).toBe('tomorrow by 9 PM');
    expect(sayArrival(at(29, 21), at(28, 14), 'hi')).toBe('कल रात 9 बजे तक');
    // An express order placed just before midnight arrives after it: its clock alone.
    expect(sayArrival(at(29, 0, 20), at(28, 23, 40), 'hi', { express: true })).toBe('रात 12:20 तक');
    expect(sayArrival(at(29, 9), at(28, 23, 40), 'hi', { express: true })).toBe('कल सुबह 9 बजे तक');
  });

  it('says the day and date further off, or once the promise has passed', () => {
    expect(sayArrival(at(30, 21), at(28, 14), 'en')).toBe('on Mon, 30 Nov by 9 PM');
    expect(sayArrival(at(30, 21), at(28, 14), 'hi')).toBe('सोम, 30 नवंबर रात 9 बजे तक');
    expect(sayArrival(at(28, 8, 21), at(29, 9), 'en', { express: true })).toBe('on Sat, 28 Nov by 8:21 AM');
  });

  it('says a day without a time', () => {
    expect(sayArrivalDay(at(28, 21), morning, 'en')).toBe('today');
    expect(sayArrivalDay(at(29, 21), morning, 'hi')).toBe('कल');
    expect(sayArrivalDay(at(29, 21), morning, 'en', { capital: true })).toBe('Tomorrow');
    expect(sayArrivalDay(at(1 + 30, 9), morning, 'hi')).toBe('मंगल, 1 दिसंबर');
  });

  it('says a language it does not know in English', () => {
    expect(sayArrival(at(28, 21), morning, 'ta')).toBe('today by 9 PM');
  });
});
