import { describe, expect, it } from 'vitest';
import { indianAmount, numberInIndianWords, rupeesInWords, numberInHindiWords, rupeesInHindiWords } from './amount-in-words.js';
import { stateOfPinCode } from './schemas/seller.js';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [100_000, 'One Lakh'],
    [1_234_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [10_000_000, 'One Crore'],
    [1_005_000_019, 'One Hundred Crore Fifty Lakh Nineteen'],
    [1_000, 'One Thousand'],
    [20_10_011, 'Twenty Lakh Ten Thousand Eleven'],
  ])('%i is %s', (value, words) => {
    expect(numberInIndianWords(value)).toBe(words);
  });

  it('writes rupees and paise as a bill does', () => {
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(100)).toBe('Rupees One Only');
    expect(rupeesInWords(9_900)).toBe('Rupees Ninety-Nine Only');
    expect(rupeesInWords(10_000)).toBe('Rupees One Hundred Only');
    expect(rupeesInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(rupeesInWords(123_456_700)).toBe('Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only');
    expect(rupeesInWords(24_950)).toBe('Rupees Two Hundred Forty-Nine and Fifty Paise Only');
  });

  it('groups figures the Indian way', () => {
    expect(indianAmount(0)).toBe('0.00');
    expect(indianAmount(99_00)).toBe('99.00');
    expect(indianAmount(1_00_000_00)).toBe('1,00,000.00');
    expect(indianAmount(12_34_567_50)).toBe('12,34,567.50');
    expect(indianAmount(1_23_45_678_05)).toBe('1,23,45,678.05');
  });

  it('refuses what is not an amount', () => {
    expect(() => numberInIndianWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});

describe('place of supply', () => {
  it.each([
    ['560001', 'Karnataka'],
    ['400001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['110001', 'Delhi'],
    ['600001', 'Tamil Nadu'],
    ['999999', null],
  ])('%s is in %s', (pin, state) => {
    expect(stateOfPinCode(pin)).toBe(state);
  });
});

describe('an amount in Hindi words, for a Hindi customer’s bill', () => {
  it('says each number below a hundred by its own word', () => {
    expect(numberInHindiWords(0)).toBe('शून्य');
    expect(numberInHindiWords(28)).toBe('अट्ठाईस');
    expect(numberInHindiWords(99)).toBe('निन्यानवे');
  });

  it('counts hundreds, thousands, lakhs and crores the Indian way', () => {
    expect(numberInHindiWords(328)).toBe('तीन सौ अट्ठाईस');
    expect(numberInHindiWords(1000)).toBe('एक हज़ार');
    expect(numberInHindiWords(12_34_567)).toBe('बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ');
    expect(numberInHindiWords(1_00_00_000)).toBe('एक करोड़');
    expect(numberInHindiWords(101_00_00_005)).toBe('एक सौ एक करोड़ पाँच');
  });

  it('writes rupees and paise as a bill does', () => {
    expect(rupeesInHindiWords(32_800)).toBe('तीन सौ अट्ठाईस रुपये मात्र');
    expect(rupeesInHindiWords(100)).toBe('एक रुपया मात्र');
    expect(rupeesInHindiWords(22_950)).toBe('दो सौ उनतीस रुपये और पचास पैसे मात्र');
    expect(() => rupeesInHindiWords(-1)).toThrow(RangeError);
  });
});
